/**
 * `npm run dev`: React Router's dev server (Vite) serves the pages; this plugin answers the
 * server's own routes under `/api/` (the EmailJS stand-in) from the same Fastify plugins that
 * `npm start` registers, so the contact form sends in development exactly as it does there.
 * Only in `vite dev` (`apply: "serve"`): the build never sees it.
 */
import Fastify from "fastify";
import type { Plugin } from "vite";

import { API_PREFIX } from "../app/shared/paths.ts";
import { emailStandIn } from "./email-stand-in.ts";

export function serverRoutesInDev(): Plugin {
  return {
    name: "server-routes-in-dev",
    apply: "serve",
    async configureServer(server) {
      const app = Fastify();
      await app.register(emailStandIn, { file: process.env.INQUIRY_LOG });
      await app.ready();
      server.httpServer?.once("close", () => void app.close());
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith(API_PREFIX)) app.routing(request, response);
        else next();
      });
    },
  };
}

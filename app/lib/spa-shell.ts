/**
 * Whether React Router is rendering its SPA shell (`__spa-fallback.html`), which it requires to
 * carry its `<Scripts/>` and which build-tools/postbuild.ts then deletes. app/entry.server.tsx
 * provides it from `EntryContext.isSpaMode`; app/root.tsx reads it. Every page is prerendered
 * with `false`, so pages ship no script but their island's (docs/product.md §1).
 */
import { createContext } from "react";

export const SpaShellContext = createContext(false);

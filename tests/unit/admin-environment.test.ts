/** The CMS's build (build-tools/admin-environment.ts) on the Decap it installs. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { expect, test } from "vitest";

import { cmsFiles } from "~/admin/cms-fields.server.ts";
import { adminEnvironment, adminInputsKey } from "../../build-tools/admin-environment.ts";

test("Decap's list gets its drag-and-drop sensors' options once, not on each render (each key typed)", () => {
  const file = createRequire(import.meta.url).resolve(
    "decap-cms-widget-list/dist/esm/ListControl.js",
  );
  const transform = adminEnvironment().transform as (code: string, id: string) => string;
  const code = transform(readFileSync(file, "utf8"), file);
  expect(code.match(/activationConstraint/g)).toHaveLength(1);
  expect(code).toContain(
    "useSensors(useSensor(MouseSensor, SENSOR_OPTIONS), useSensor(TouchSensor, SENSOR_OPTIONS))",
  );
});

test("a CMS bundle is reused only for the fields it holds: not in a new year, whose clients can be new", () => {
  const fields = cmsFiles();
  const nextYear = JSON.parse(
    JSON.stringify(fields, (_key, value) =>
      value?.name === "clientSince" ? { ...value, max: value.max + 1 } : value,
    ),
  );
  expect(JSON.stringify(nextYear)).not.toBe(JSON.stringify(fields));
  expect(adminInputsKey("production")).toBe(adminInputsKey("production", fields));
  expect(adminInputsKey("production", nextYear)).not.toBe(adminInputsKey("production", fields));
});

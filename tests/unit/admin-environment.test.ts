/** The CMS's build (build-tools/admin-environment.ts) on the Decap it installs. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { expect, test } from "vitest";

import { adminEnvironment } from "../../build-tools/admin-environment.ts";

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

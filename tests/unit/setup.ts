import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library only cleans up by itself when Vitest globals are on; they are off here.
afterEach(() => {
  if (typeof document !== "undefined") cleanup();
});

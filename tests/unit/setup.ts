import "@testing-library/jest-dom/vitest";

import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// A component's update may take a while on a machine busy with the other tests: findBy and
// waitFor wait up to 5 s, not 1 s, for what a person would wait for.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only cleans up by itself when Vitest globals are on; they are off here. A test
// that fixed the clock (the form on the fixture's today) gives it back.
afterEach(() => {
  if (typeof document !== "undefined") cleanup();
  vi.useRealTimers();
});

/** Unit tests: any console.error fails the test that caused it. */
import { afterEach, vi } from "vitest";

const errorSpy = vi.spyOn(console, "error");

afterEach(() => {
  const calls = errorSpy.mock.calls.slice();
  errorSpy.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
  }
});

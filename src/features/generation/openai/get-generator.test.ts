import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "../../../server/config.ts";
import { skitFormSchema } from "../../skits/skit.schema.ts";
import type { SkitGenerator } from "../generator.ts";
import { GenerationError, getGenerator, setGeneratorForTests } from "../index.ts";
import { offlineGenerator } from "../offline/index.ts";
import { type FakeChatServer, startFakeChatServer } from "./fake-chat-server.ts";

const ENV_KEYS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_MODEL", "OPENAI_TIMEOUT_MS"] as const;
let saved: Record<string, string | undefined>;
let server: FakeChatServer | undefined;

beforeEach(() => {
  saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
  for (const key of ENV_KEYS) delete process.env[key];
  resetConfigForTests();
});

afterEach(async () => {
  for (const key of ENV_KEYS) {
    const value = saved[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
  setGeneratorForTests(null);
  await server?.close();
  server = undefined;
});

const SKIT = {
  title: "The Lost Sheep",
  description: "A shepherd leaves ninety-nine sheep to find the one that wandered away.",
  content:
    "THE LOST SHEEP\n\nCAST\nSHEPHERD — looks for the lost sheep\n\nSCENE 1: THE HILLSIDE\n\nSHEPHERD: Ninety-eight, ninety-nine… where is the last one?\n\nTHE END",
};

describe("getGenerator", () => {
  it("uses the offline writer when OPENAI_API_KEY is not set", () => {
    expect(getGenerator()).toBe(offlineGenerator);
    expect(getGenerator().name).toBe("offline");
  });

  it("uses the OpenAI-compatible writer with the configured server, model and key", async () => {
    server = await startFakeChatServer([{ kind: "answer", pieces: [JSON.stringify(SKIT)] }]);
    process.env.OPENAI_API_KEY = "sk-configured";
    process.env.OPENAI_BASE_URL = server.baseURL;
    process.env.OPENAI_MODEL = "llama3.1:8b";
    resetConfigForTests();

    const generator = getGenerator();
    expect(generator.name).toBe("openai");
    expect(getGenerator()).toBe(generator);
    const form = skitFormSchema.parse({
      topic: "The lost sheep",
      speakingParts: 1,
      length: "very-short",
      language: "english",
      ageGroup: "preschool",
    });
    await expect(generator.generate(form)).resolves.toEqual(SKIT);
    expect(server.requests[0]?.body.model).toBe("llama3.1:8b");
    expect(server.requests[0]?.authorization).toBe("Bearer sk-configured");

    process.env.OPENAI_MODEL = "another-model";
    resetConfigForTests();
    expect(getGenerator()).not.toBe(generator);
  });

  it("returns the generator injected for tests until it is cleared", async () => {
    const failing: SkitGenerator = {
      name: "offline",
      generate: async () => {
        throw new GenerationError("The skit writer is having trouble right now.");
      },
    };
    setGeneratorForTests(failing);
    expect(getGenerator()).toBe(failing);
    setGeneratorForTests(null);
    expect(getGenerator()).toBe(offlineGenerator);
  });
});

import { describe, expect, it } from "vitest";
import { type SkitForm, skitFormSchema, storedSkitSchema } from "../../skits/skit.schema.ts";
import { composeSkit } from "./compose.ts";
import { offlineGenerator, progressChunks } from "./index.ts";

const form: SkitForm = skitFormSchema.parse({
  topic: "The Good Samaritan",
  speakingParts: 4,
  length: "short",
  language: "english",
  ageGroup: "children",
});

describe("offlineGenerator", () => {
  it("is the offline generator and returns a valid stored skit", async () => {
    expect(offlineGenerator.name).toBe("offline");
    const skit = await offlineGenerator.generate(form);
    expect(storedSkitSchema.parse(skit)).toEqual(skit);
    expect(skit).toEqual(composeSkit(form));
  });

  it("reports progress paragraph by paragraph, adding up to the whole content", async () => {
    const chunks: string[] = [];
    const skit = await offlineGenerator.generate(form, { onProgress: (c) => chunks.push(c) });
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join("")).toBe(skit.content);
    expect(chunks[0]).toBe(`${skit.content.split("\n\n")[0]}\n\n`);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(offlineGenerator.generate(form, { signal: controller.signal })).rejects.toThrow();
    const later = new AbortController();
    const chunks: string[] = [];
    const run = offlineGenerator.generate(form, {
      signal: later.signal,
      onProgress: (c) => {
        chunks.push(c);
        if (chunks.length === 3) later.abort();
      },
    });
    await expect(run).rejects.toThrow();
    expect(chunks.length).toBe(3);
  });

  it("fills a very long skit for one performer with varied material, not the same recap again and again", async () => {
    const long = skitFormSchema.parse({
      topic: "The prodigal son",
      scripture: "Luke 15:11-32",
      speakingParts: 1,
      length: "very-long",
      language: "english",
      ageGroup: "children",
      skitNarrator: "none",
    });
    const { content } = await offlineGenerator.generate(long);
    expect(content).toMatch(/^SCENE \d+: A CLOSER LOOK$/m);
    expect(content).toMatch(/^SCENE \d+: YOUR TURN$/m);
    expect(content).toContain("What did the younger son do with his money?\n\n(");
    expect(content.match(/^SCENE \d+: REMEMBERING$/gm)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(content.split("Think back with me.").length - 1).toBeLessThanOrEqual(1);
    const farAway = "The younger son travelled to a faraway country and wasted all his money on wild living.";
    expect(content.split(farAway).length - 1).toBeLessThanOrEqual(2);
  });

  it("splits content into paragraphs without losing a character", () => {
    expect(progressChunks("A\n\nB\n\nC")).toEqual(["A\n\n", "B\n\n", "C"]);
    expect(progressChunks("").join("")).toBe("");
  });
});

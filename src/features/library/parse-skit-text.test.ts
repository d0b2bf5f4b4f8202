import { describe, expect, it } from "vitest";
import { PARSE_MESSAGES, parseSkitText, UploadParseError } from "./parse-skit-text.ts";

const BODY =
  "NARRATOR: Long ago a shepherd boy faced a giant in the valley of Elah.\n\nDAVID: The Lord will rescue me!";

describe("parseSkitText", () => {
  it("takes the first non-empty line as the title and the next paragraph as the description", () => {
    const parsed = parseSkitText(
      `\n\n  # The Shepherd Boy  \n\nA brave boy trusts God against a giant.\nFor children.\n\n${BODY}`,
    );
    expect(parsed.title).toBe("The Shepherd Boy");
    expect(parsed.description).toBe("A brave boy trusts God against a giant. For children.");
    expect(parsed.content).toBe(BODY);
    expect(parsed.topic).toBe("The Shepherd Boy");
  });

  it("reads a description on the line right after the title, and labelled titles and descriptions", () => {
    expect(parseSkitText(`David and Goliath\nA boy, a sling and a giant.\n\n${BODY}`).description).toBe(
      "A boy, a sling and a giant.",
    );
    const labelled = parseSkitText(
      `Title: Esther Speaks\n\nDescription: A queen risks everything.\n\n${BODY}`,
    );
    expect(labelled.title).toBe("Esther Speaks");
    expect(labelled.description).toBe("A queen risks everything.");
  });

  it("writes a description when the next paragraph is already part of the script", () => {
    for (const next of [
      "CAST\nDAVID — a shepherd\nGOLIATH — a giant",
      "SCRIPTURE: 1 Samuel 17",
      "(A valley. Two armies.)",
      "DAVID: I will go!",
    ]) {
      const parsed = parseSkitText(`The Giant\n\n${next}\n\n${BODY}`);
      expect(parsed.content.startsWith(next), next).toBe(true);
      expect(parsed.description.length).toBeGreaterThanOrEqual(10);
    }
    const withScripture = parseSkitText(
      `The Giant\n\nSCRIPTURE: 1 Samuel 17\n\nCAST\nDAVID — a shepherd\nGOLIATH — a giant\n\n${BODY}`,
    );
    expect(withScripture.scripture).toBe("1 Samuel 17");
    expect(withScripture.description).toMatch(
      /^A skit based on 1 Samuel 17 for 3 speaking parts \(DAVID, GOLIATH\)\. It opens: “Long ago/,
    );
  });

  it("counts the speaking and non-speaking cast, clamped to the allowed range", () => {
    const cast = Array.from({ length: 25 }, (_, i) => `PERSON ${i + 1} — someone`).join("\n");
    const parsed = parseSkitText(
      `Crowd Scene\n\nA big crowd.\n\nCAST\n${cast}\n\nNON-SPEAKING PARTS\nSHEEP — a sheep\n\nPERSON 1: Hello there, everyone in the crowd today.`,
    );
    expect(parsed.speakingParts).toBe(20);
    expect(parsed.nonSpeakingParts).toBe(1);
    expect(
      parseSkitText(
        `Plain Story\n\nA story told in prose.\n\n${"Once upon a time there was a shepherd. ".repeat(3)}`,
      ).speakingParts,
    ).toBe(1);
  });

  it("maps the running time at 130 words a minute to a length option", () => {
    const speech = (words: number) => `READER: ${Array.from({ length: words }, () => "word").join(" ")}`;
    const lengthOf = (words: number) =>
      parseSkitText(`Timing Test\n\nA test of the running time.\n\n${speech(words)}`);
    expect(lengthOf(100)).toMatchObject({ length: "very-short", minutes: 1 });
    expect(lengthOf(260)).toMatchObject({ length: "very-short", minutes: 2 });
    expect(lengthOf(261)).toMatchObject({ length: "short", minutes: 3 });
    expect(lengthOf(1300)).toMatchObject({ length: "medium", minutes: 10 });
    expect(lengthOf(1950)).toMatchObject({ length: "long", minutes: 15 });
    expect(lengthOf(4000)).toMatchObject({ length: "very-long" });
  });

  it("refuses a bad title and too little or too much content", () => {
    const fail = (text: string) => {
      try {
        parseSkitText(text);
      } catch (error) {
        expect(error).toBeInstanceOf(UploadParseError);
        return (error as Error).message;
      }
      throw new Error("expected a parse error");
    };
    expect(fail("")).toBe(PARSE_MESSAGES.title);
    expect(fail(`Hi\n\n${BODY}`)).toBe(PARSE_MESSAGES.title);
    expect(fail(`${"x".repeat(201)}\n\n${BODY}`)).toBe(PARSE_MESSAGES.title);
    expect(fail("A Title\n\nA description that is long enough.\n\nToo short.")).toBe(
      PARSE_MESSAGES.contentShort,
    );
    expect(fail(`A Title\n\nA description that is long enough.\n\n${"a".repeat(200_001)}`)).toBe(
      PARSE_MESSAGES.contentLong,
    );
  });
});

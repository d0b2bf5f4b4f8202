/**
 * The leader's guide from an OpenAI-compatible chat-completions server, through the skit
 * writer's client (createOpenAIClient: same key, base URL, model and silence timeout; the
 * SDK's own retries off and its diagnostics in the app log). The model answers one JSON object; an
 * unreadable answer is asked for once more. When the server cannot give a guide, the
 * offline guide is used instead, so a download never fails because of the model.
 * Guides are kept in memory per skit text, so repeated downloads ask the model once.
 */
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { logger as defaultLogger } from "../../server/logger.ts";
import { createOpenAIClient, type OpenAIGeneratorOptions } from "../generation/openai/client.ts";
import { AGE_GROUP_OPTIONS, LANGUAGE_OPTIONS, labelFor } from "../skits/skit.schema.ts";
import { type GuideInput, type LeaderGuide, leaderGuideSchema } from "./guide.schema.ts";
import type { GuideGenerator } from "./guide-generator.ts";
import { composeGuide } from "./offline-guide.ts";

/** Longest skit text sent to the model (characters); the start of a longer one is enough for a one-page guide. */
const MAX_SCRIPT_CHARS = 24_000;
const CACHE_SIZE = 200;

export const GUIDE_SYSTEM_PROMPT = [
  "You write one-page leader's guides for Christian drama skits performed in churches and Sunday schools.",
  "Be faithful to the Bible passage, warm and practical. Quote scripture only from public-domain translations:",
  "the King James Version (KJV) or World English Bible (WEB) in English, the Reina-Valera 1909 (RV1909) in Spanish.",
  "Answer with one JSON object and nothing else, in exactly this shape:",
  '{"passage": "Book 1:1-10", "summary": "2 to 4 sentences", "questions": ["3 to 5 discussion questions"],',
  '"memoryVerse": {"text": "the verse", "reference": "Book 1:2 (KJV)"},',
  '"activity": {"title": "a short name", "steps": ["2 to 4 short steps for a take-home activity"]}}',
].join(" ");

export function buildGuideMessages(input: GuideInput): ChatCompletionMessageParam[] {
  const age = labelFor(AGE_GROUP_OPTIONS, input.ageGroup) ?? input.ageGroup;
  const language = labelFor(LANGUAGE_OPTIONS, input.language) ?? "English";
  const script =
    input.content.length > MAX_SCRIPT_CHARS
      ? `${input.content.slice(0, MAX_SCRIPT_CHARS)}\n[…]`
      : input.content;
  const user = [
    `Write the leader's guide for the skit "${input.title}".`,
    `Audience age group: ${age}. Write the questions and the activity for that age group.`,
    `Write the guide in ${input.language === "other" ? "English" : language}.`,
    input.scripture ? `Scripture passage: ${input.scripture}` : `Topic: ${input.topic}`,
    `Skit summary: ${input.description}`,
    "The skit:",
    script,
  ].join("\n");
  return [
    { role: "system", content: GUIDE_SYSTEM_PROMPT },
    { role: "user", content: user },
  ];
}

/** The guide in a model's answer: a JSON object, bare or in ```json fences, validated. */
export function parseGuideAnswer(answer: string): LeaderGuide | null {
  const text = answer.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
  const candidates = [text];
  const fenced = /```[a-zA-Z]*\s*([\s\S]*?)```/.exec(text);
  if (fenced?.[1]) candidates.push(fenced[1]);
  const first = text.indexOf("{");
  const last = text.lastIndexOf("}");
  if (first !== -1 && last > first) candidates.push(text.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      const parsed = leaderGuideSchema.safeParse(JSON.parse(candidate));
      if (parsed.success) return parsed.data;
    } catch {
      // the next reading
    }
  }
  return null;
}

export function createOpenAIGuideGenerator(options: OpenAIGeneratorOptions): GuideGenerator {
  const log = options.log ?? defaultLogger;
  const client = createOpenAIClient(options, log);
  const cache = new Map<string, LeaderGuide>();

  async function ask(messages: ChatCompletionMessageParam[], signal?: AbortSignal): Promise<string> {
    const completion = await client.chat.completions.create(
      { model: options.model, messages, response_format: { type: "json_object" } },
      signal ? { signal } : {},
    );
    return completion.choices[0]?.message?.content ?? "";
  }

  return {
    name: "openai",
    async generate(input, generateOptions = {}) {
      const key = JSON.stringify([
        input.title,
        input.scripture,
        input.ageGroup,
        input.language,
        input.content,
      ]);
      const cached = cache.get(key);
      if (cached) return cached;
      let guide: LeaderGuide | null = null;
      try {
        const messages = buildGuideMessages(input);
        const first = await ask(messages, generateOptions.signal);
        guide = parseGuideAnswer(first);
        if (!guide) {
          log.warn("The guide writer's answer was unreadable; asking once more");
          const second = await ask(
            [
              ...messages,
              { role: "assistant", content: first },
              {
                role: "user",
                content: "That was not the JSON object asked for. Answer with the JSON object only.",
              },
            ],
            generateOptions.signal,
          );
          guide = parseGuideAnswer(second);
        }
      } catch (error) {
        if (generateOptions.signal?.aborted) throw error;
        const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        log.warn(`Guide generation failed (model ${options.model}): ${detail}; using the offline guide`);
      }
      if (!guide) return composeGuide(input);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? "");
      cache.set(key, guide);
      return guide;
    },
  };
}

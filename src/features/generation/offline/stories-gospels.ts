/** Stories from the Gospels in the offline writer's library. */
import type { Story } from "./types.ts";

export const GOSPEL_STORIES: readonly Story[] = [];

/** Stories from Acts in the offline writer's library. */
import type { Story } from "./types.ts";

export const NT_STORIES: readonly Story[] = [];

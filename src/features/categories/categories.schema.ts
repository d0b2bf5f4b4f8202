/**
 * Categories (spec section 5, "Other data rules"): the form's schema, shared by
 * the category manager island and the admin API.
 */
import { z } from "zod";

export const DEFAULT_CATEGORY_COLOR = "#3B82F6";
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 500;

export const CATEGORY_MESSAGES = {
  nameRequired: "Category name is required",
  nameTooLong: "Name must be 100 characters or less",
  color: "Must be a valid hex color",
  descriptionTooLong: `Description must be ${CATEGORY_DESCRIPTION_MAX} characters or less`,
} as const;

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const categoryFormSchema = z.object({
  name: z
    .string({ error: CATEGORY_MESSAGES.nameRequired })
    .trim()
    .min(1, CATEGORY_MESSAGES.nameRequired)
    .max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.nameTooLong),
  description: z
    .string()
    .trim()
    .max(CATEGORY_DESCRIPTION_MAX, CATEGORY_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  color: z
    .string({ error: CATEGORY_MESSAGES.color })
    .trim()
    .regex(HEX_COLOR, CATEGORY_MESSAGES.color)
    .transform((v) => v.toUpperCase())
    .default(DEFAULT_CATEGORY_COLOR),
});

export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryForm = z.output<typeof categoryFormSchema>;

/** A category as the admin screen lists it. */
export interface AdminCategory {
  id: number;
  name: string;
  description: string | null;
  color: string;
  skitCount: number;
  createdAt: string;
  updatedAt: string;
}

export function deleteCategoryConfirmation(name: string): string {
  return `Are you sure you want to delete the "${name}" category? This will remove it from all skits.`;
}

export function duplicateCategoryMessage(name: string): string {
  return `A category named "${name}" already exists. Choose a different name.`;
}

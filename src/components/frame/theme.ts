/**
 * The colour theme preference (spec section 4): light, dark or system,
 * stored in localStorage under `ui-theme`, default light. The inline head
 * script in Base.astro repeats resolveTheme() in a few lines of plain JS so
 * the right theme is applied before the first paint.
 */

export const THEME_STORAGE_KEY = "ui-theme";
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = "light" | "dark";

export const THEME_LABELS: Record<ThemePreference, string> = {
  light: "Light",
  dark: "Dark",
  system: "System",
};

/** A stored value as a preference; anything unknown (or nothing) is the default, light. */
export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return value === "dark" || value === "system" ? value : "light";
}

/** The theme to show: system follows the operating system's dark-mode setting. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/** The toggle cycles light → dark → system → light. */
export function nextThemePreference(preference: ThemePreference): ThemePreference {
  const i = THEME_PREFERENCES.indexOf(preference);
  return THEME_PREFERENCES[(i + 1) % THEME_PREFERENCES.length] ?? "light";
}

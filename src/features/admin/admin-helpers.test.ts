import { describe, expect, it } from "vitest";
import { categoryFormSchema, deleteCategoryConfirmation } from "../categories/categories.schema.ts";
import { aboutFormSchema, isMediaUrl, paragraphsOf } from "../content/about.schema.ts";
import { creditAdjustmentSchema, formatCents } from "./admin.schema.ts";
import { csvCell } from "./server/list-newsletter-subscribers.ts";
import { isVideoType, videoTooLargeMessage } from "./server/upload-video.ts";

describe("csvCell", () => {
  it("quotes separators and defuses spreadsheet formulas", () => {
    expect(csvCell("plain@example.test")).toBe("plain@example.test");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@x")).toBe("'@x");
  });
});

describe("video uploads", () => {
  it("accepts only video/* types", () => {
    expect(isVideoType("video/mp4")).toBe(true);
    expect(isVideoType("video/webm; codecs=vp9")).toBe(true);
    expect(isVideoType("text/html")).toBe(false);
    expect(isVideoType("video/")).toBe(false);
    expect(isVideoType("videos/mp4")).toBe(false);
    expect(isVideoType("")).toBe(false);
  });

  it("states the limit in MB", () => {
    expect(videoTooLargeMessage(200 * 1024 * 1024)).toBe("The video must be 200 MB or less");
    expect(videoTooLargeMessage(1024)).toBe("The video must be 1,024 bytes or less");
  });
});

describe("category form", () => {
  it("uses the spec's messages and defaults", () => {
    expect(categoryFormSchema.parse({ name: " Psalms " })).toEqual({
      name: "Psalms",
      description: null,
      color: "#3B82F6",
    });
    const issues = categoryFormSchema
      .safeParse({ name: "", color: "red" })
      .error?.issues.map((i) => i.message);
    expect(issues).toEqual(["Category name is required", "Must be a valid hex color"]);
    expect(categoryFormSchema.safeParse({ name: "x".repeat(101) }).error?.issues[0]?.message).toBe(
      "Name must be 100 characters or less",
    );
    expect(deleteCategoryConfirmation("Parables")).toBe(
      'Are you sure you want to delete the "Parables" category? This will remove it from all skits.',
    );
  });
});

describe("about form", () => {
  it("requires title and main text and allows only web or uploaded media addresses", () => {
    const result = aboutFormSchema.safeParse({ title: "", mainText: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Title is required",
      "Main text is required",
    ]);
    expect(isMediaUrl("https://example.test/v.mp4")).toBe(true);
    expect(isMediaUrl("/uploads/videos/a.mp4")).toBe(true);
    expect(isMediaUrl("/uploads/../secret")).toBe(false);
    expect(isMediaUrl("javascript:alert(1)")).toBe(false);
    expect(aboutFormSchema.parse({ title: "T", mainText: "M", videoUrl: "" }).videoUrl).toBeNull();
    expect(paragraphsOf("One\n\n  \nTwo\nstill two")).toEqual(["One", "Two\nstill two"]);
  });
});

describe("credit adjustments", () => {
  it("need a whole non-zero number and a reason", () => {
    expect(creditAdjustmentSchema.safeParse({ delta: 3, reason: "Gift" }).success).toBe(true);
    expect(creditAdjustmentSchema.safeParse({ delta: 0, reason: "Gift" }).error?.issues[0]?.message).toBe(
      "Enter a whole number of credits other than 0",
    );
    expect(creditAdjustmentSchema.safeParse({ delta: 1, reason: "  " }).error?.issues[0]?.message).toBe(
      "A reason is required",
    );
    expect(creditAdjustmentSchema.safeParse({ delta: 10_001, reason: "x" }).success).toBe(false);
  });

  it("formats money as US dollars", () => {
    expect(formatCents(123450)).toBe("$1,234.50");
    expect(formatCents(0)).toBe("$0.00");
  });
});

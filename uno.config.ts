import { defineConfig, presetWind3, transformerDirectives, transformerVariantGroup } from "unocss";

// Design tokens (docs/product/look-and-feel.md): dark first, one warm accent (orange), green for completion,
// red only for errors. Colours come from CSS variables so both themes share every class.
export default defineConfig({
  presets: [presetWind3({ dark: "class" })],
  transformers: [transformerDirectives(), transformerVariantGroup()],
  theme: {
    colors: {
      ground: "rgb(var(--ground) / <alpha-value>)",
      surface: "rgb(var(--surface) / <alpha-value>)",
      raised: "rgb(var(--raised) / <alpha-value>)",
      ink: "rgb(var(--ink) / <alpha-value>)",
      muted: "rgb(var(--muted) / <alpha-value>)",
      line: "rgb(var(--line) / <alpha-value>)",
      accent: "rgb(var(--accent) / <alpha-value>)",
      "accent-ink": "rgb(var(--accent-ink) / <alpha-value>)",
      success: "rgb(var(--success) / <alpha-value>)",
      danger: "rgb(var(--danger) / <alpha-value>)",
      "danger-ink": "rgb(var(--danger-ink) / <alpha-value>)",
    },
    fontFamily: {
      sans: '"Inter Variable", "Inter Fallback", "Noto Sans", "Noto Sans Devanagari", "Noto Sans Kannada", "Hiragino Sans", "Noto Sans CJK JP", "PingFang SC", "Noto Sans CJK SC", system-ui, sans-serif',
    },
  },
  shortcuts: {
    "btn": "inline-flex items-center justify-center gap-2 rounded-xl px-5 py-2.5 font-semibold transition-colors focus-visible:(outline-none ring-2 ring-accent ring-offset-2 ring-offset-ground) disabled:(opacity-50 cursor-not-allowed)",
    "btn-primary": "btn bg-accent text-accent-ink hover:bg-accent/90",
    "btn-secondary": "btn border border-line bg-surface text-ink hover:bg-raised",
    "btn-ghost": "btn px-3 text-ink hover:bg-raised",
    "card": "rounded-2xl border border-line bg-surface",
    "field": "w-full rounded-xl border border-line bg-ground px-4 py-2.5 text-ink placeholder:text-muted focus:(outline-none ring-2 ring-accent)",
    "page": "mx-auto w-full max-w-6xl px-4 sm:px-6",
  },
});

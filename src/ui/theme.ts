import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-theme';

export const BRAND_COLOR = '#0F4C81';
export const FONT_STACK = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif';

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]: number[]): string {
  return (
    '#' +
    [r, g, b]
      .map((v) => Math.round(v).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()
  );
}
function mix(a: number[], b: number[], amount: number): number[] {
  return a.map((v, i) => v + (b[i] - v) * amount);
}

/** A Fluent brand ramp (10..160) around `hex` at step 80: darker below, lighter above. */
export function brandRamp(hex: string): BrandVariants {
  const base = hexToRgb(hex);
  const ramp: Record<number, string> = {};
  for (let step = 10; step <= 160; step += 10) {
    ramp[step] =
      step <= 80 ? rgbToHex(mix([5, 10, 20], base, (step - 10) / 70)) : rgbToHex(mix(base, [255, 255, 255], ((step - 80) / 80) * 0.92));
  }
  return ramp as unknown as BrandVariants;
}

export const portalTheme: Theme = {
  ...createLightTheme(brandRamp(BRAND_COLOR)),
  fontFamilyBase: FONT_STACK,
};

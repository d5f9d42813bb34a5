// The blocks of the Storybook token pages (docs/*.mdx). Every value shown is read from the themes' sources
// (palette.ts, tokens.ts, roles.ts, pairings.ts) and every contrast ratio is computed here from them: nothing is
// typed by hand, so a page cannot disagree with the tokens. Not exported from the package.
import type { CSSProperties, ReactNode } from 'react';
import { contrast, grade, type PairUse } from '../theme/contrast';
import { pairings } from '../theme/pairings';
import { darkColors, darkShadows, lightColors, lightShadows } from '../theme/palette';
import { colorRoles, type ColorRole } from '../theme/roles';
import { fontStack, scale } from '../theme/tokens';

/** The two themes, as the pages show them side by side. */
export const docThemes = [
  { name: 'Light', colors: lightColors, shadows: lightShadows },
  { name: 'Dark', colors: darkColors, shadows: darkShadows },
] as const;

const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  verticalAlign: 'middle',
  textAlign: 'start',
};
const mono: CSSProperties = { fontFamily: fontStack.mono, fontSize: '0.8125rem' };
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', margin: '1rem 0' };

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '0.5rem 0' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Code({ children }: { children: ReactNode }) {
  return <code style={mono}>{children}</code>;
}

function Swatch({ color, theme }: { color: string; theme: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <span
        role="img"
        aria-label={`${theme}: ${color}`}
        style={{
          display: 'inline-block',
          inlineSize: '2.5rem',
          blockSize: '1.75rem',
          borderRadius: scale.radius.sm,
          background: color,
          boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)',
        }}
      />
      <Code>{color}</Code>
    </span>
  );
}

/** Every colour role: what it is for, and its colour in each theme. */
export function ColorRoles() {
  return (
    <Table caption="Colour roles" head={['Role', 'What it is for', 'Light', 'Dark']}>
      {(Object.entries(colorRoles) as [ColorRole, string][]).map(([role, purpose]) => (
        <tr key={role}>
          <th scope="row" style={cell}>
            <Code>{role}</Code>
          </th>
          <td style={cell}>{purpose}</td>
          {docThemes.map((theme) => (
            <td key={theme.name} style={cell}>
              <Swatch color={theme.colors[role]} theme={theme.name} />
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

const needs: Record<PairUse, string> = {
  text: 'text, 4.5:1',
  large: 'large text, 3:1',
  ui: 'control part, 3:1',
  disabled: 'unavailable, exempt',
};

/** The WCAG contrast ratio of `fg` on `bg` in one theme. */
export function ratioOf(colors: Record<ColorRole, string>, fg: ColorRole, bg: ColorRole) {
  return contrast(colors[fg], colors[bg]);
}

/** Every pair of colours the package draws one on the other, with its contrast ratio in each theme. */
export function ContrastPairs() {
  return (
    <Table caption="Contrast of each pair" head={['Pair', 'Where', 'Needs', 'Light', 'Dark']}>
      {pairings.map(({ fg, bg, use, where }) => (
        <tr key={`${fg}-${bg}`}>
          <th scope="row" style={cell}>
            <Code>{fg}</Code> on <Code>{bg}</Code>
          </th>
          <td style={cell}>{where}</td>
          <td style={cell}>{needs[use]}</td>
          {docThemes.map(({ name, colors }) => {
            const ratio = ratioOf(colors, fg, bg);
            return (
              <td key={name} style={cell} data-theme={name} data-pair={`${fg}/${bg}`}>
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
                  <span
                    aria-hidden
                    style={{
                      display: 'inline-grid',
                      placeItems: 'center',
                      inlineSize: '2.5rem',
                      blockSize: '1.75rem',
                      borderRadius: scale.radius.sm,
                      background: colors[bg],
                      color: colors[fg],
                      fontWeight: 700,
                      boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)',
                    }}
                  >
                    {use === 'ui' ? (
                      <span
                        style={{
                          inlineSize: '1.5rem',
                          blockSize: '0.875rem',
                          borderRadius: '2px',
                          background: colors[fg],
                        }}
                      />
                    ) : (
                      'Aa'
                    )}
                  </span>
                  <span style={mono}>{ratio.toFixed(2)}:1</span>
                  <span>{grade(ratio, use)}</span>
                </span>
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

/** One token: its name, its value and, where it helps, a sample drawn with it. */
function TokenRow({ name, value, sample }: { name: string; value: string; sample?: ReactNode }) {
  return (
    <tr>
      <th scope="row" style={cell}>
        <Code>{name}</Code>
      </th>
      <td style={cell}>
        <Code>{value}</Code>
      </td>
      {sample === undefined ? null : <td style={cell}>{sample}</td>}
    </tr>
  );
}

/** A table of one group of tokens (`prefix.name`), with a sample per token when `sample` is given. */
function TokenTable({
  caption,
  prefix,
  tokens,
  sample,
}: {
  caption: string;
  prefix: string;
  tokens: Record<string, string>;
  sample?: (value: string, name: string) => ReactNode;
}) {
  return (
    <Table caption={caption} head={sample ? ['Token', 'Value', 'Sample'] : ['Token', 'Value']}>
      {Object.entries(tokens).map(([name, value]) => (
        <TokenRow
          key={name}
          name={`${prefix}.${name}`}
          value={value}
          sample={sample?.(value, name)}
        />
      ))}
    </Table>
  );
}

/** The space scale (gaps and padding) and the fixed sizes, each drawn at its length. */
export function SpaceScale() {
  return (
    <>
      <TokenTable
        caption="Space (vars.space)"
        prefix="space"
        tokens={scale.space}
        sample={(length) => (
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              inlineSize: length,
              blockSize: '0.75rem',
              background: lightColors.accent,
              borderRadius: '2px',
            }}
          />
        )}
      />
      <TokenTable caption="Sizes (vars.size)" prefix="size" tokens={scale.size} />
    </>
  );
}

function box(style: CSSProperties) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        inlineSize: '4rem',
        blockSize: '2.5rem',
        background: lightColors.accentSoft,
        border: `1px solid ${lightColors.borderStrong}`,
        ...style,
      }}
    />
  );
}

/** The corner radii and border widths, each on a sample box. */
export function RadiusScale() {
  return (
    <>
      <TokenTable
        caption="Radius (vars.radius)"
        prefix="radius"
        tokens={scale.radius}
        sample={(value) => box({ borderRadius: value })}
      />
      <TokenTable
        caption="Border width (vars.borderWidth)"
        prefix="borderWidth"
        tokens={scale.borderWidth}
        sample={(value) => box({ borderWidth: value, borderRadius: scale.radius.md })}
      />
    </>
  );
}

/** The type scale: families, sizes (each set in its size), weights and line heights. */
export function TypeScale() {
  const { font } = scale;
  return (
    <>
      <TokenTable
        caption="Families (vars.font)"
        prefix="font"
        tokens={{ body: font.body, heading: font.heading, mono: font.mono }}
        sample={(family) => <span style={{ fontFamily: family }}>MIJAS Club نادي ميجاس</span>}
      />
      <TokenTable
        caption="Sizes (vars.font.size)"
        prefix="font.size"
        tokens={font.size}
        sample={(size, name) => (
          <span
            style={{ fontFamily: font.body, fontSize: size, lineHeight: font.lineHeight.tight }}
          >
            {name === 'display' ? 'WE ARE MIJAS' : 'Membership History'}
          </span>
        )}
      />
      <TokenTable
        caption="Weights (vars.font.weight)"
        prefix="font.weight"
        tokens={font.weight}
        sample={(weight) => (
          <span style={{ fontFamily: font.body, fontWeight: Number(weight) }}>Add Member</span>
        )}
      />
      <TokenTable
        caption="Line height (vars.font.lineHeight)"
        prefix="font.lineHeight"
        tokens={font.lineHeight}
      />
      <TokenTable
        caption="Letter spacing (vars.font.letterSpacing)"
        prefix="font.letterSpacing"
        tokens={font.letterSpacing}
      />
    </>
  );
}

/** The three elevations, each on a card of its theme. */
export function ShadowScale() {
  return (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {docThemes.map(({ name, colors, shadows }) => (
        <figure
          key={name}
          style={{
            margin: 0,
            padding: '1.5rem',
            borderRadius: scale.radius.lg,
            background: colors.background,
            color: colors.text,
          }}
        >
          <figcaption style={{ fontWeight: 700, marginBlockEnd: '1rem' }}>{name}</figcaption>
          <div style={{ display: 'grid', gap: '1.25rem' }}>
            {Object.entries(shadows).map(([token, value]) => (
              <div
                key={token}
                style={{
                  padding: '1rem',
                  borderRadius: scale.radius.md,
                  background: colors.surface,
                  boxShadow: value,
                }}
              >
                <div style={{ fontWeight: 700 }}>
                  <code style={mono}>shadow.{token}</code>
                </div>
                <code style={{ ...mono, color: colors.textMuted }}>{value}</code>
              </div>
            ))}
          </div>
        </figure>
      ))}
    </div>
  );
}

/** Durations and easings of motion (off entirely for reduced motion). */
export function MotionScale() {
  return (
    <>
      <TokenTable
        caption="Durations (vars.motion.duration)"
        prefix="motion.duration"
        tokens={scale.motion.duration}
      />
      <TokenTable
        caption="Easings (vars.motion.easing)"
        prefix="motion.easing"
        tokens={scale.motion.easing}
      />
    </>
  );
}

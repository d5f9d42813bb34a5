/**
 * The Overview's bar chart, on Chart.js 4 with only what a bar chart needs (the bar controller and element, the
 * category and linear scales, the tooltip): this module and Chart.js load with the first chart the Overview
 * shows, never elsewhere. The canvas is hidden from screen readers: each chart's table says the same.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import * as styles from './overview.css.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  /** The bars' names, oldest month first (drawn right to left in Arabic). */
  labels: readonly string[];
  /** Shorter names the axis writes on a narrow chart (a phone's): '11/25' for November 2025. */
  axisLabels: readonly string[];
  values: readonly number[];
  /** The tooltip of bar `index`: its lines. */
  tooltip: (index: number) => string[];
  /** A bar was clicked (or tapped): opens its month's list. */
  onSelect: (index: number) => void;
  /** The page's direction: months run right to left and the value axis is on the right in Arabic. */
  dir: 'ltr' | 'rtl';
  /** The `Intl` tag the axis's numbers are written in. */
  locale: string;
}

/** The theme's colours, as the chart's box has them (`styles.chartBox`): light or dark alike. */
function themeColours(box: HTMLElement) {
  const style = getComputedStyle(box);
  return {
    text: style.color,
    grid: style.borderTopColor,
    bar: style.outlineColor,
    hover: style.caretColor,
    font: style.fontFamily,
  };
}

/** Below this width (px) the axis writes the months short (`axisLabels`). */
const NARROW_CHART = 480;

/** How many month names the axis may show at a chart's width (px): about one per 110 px, 3 to 12. */
function monthNamesFor(width: number): number {
  return Math.max(3, Math.min(12, Math.floor(width / 110)));
}

function configuration(props: BarChartProps, box: HTMLElement): ChartConfiguration<'bar'> {
  const colours = themeColours(box);
  const rtl = props.dir === 'rtl';
  const font = { family: colours.font };
  return {
    type: 'bar',
    data: {
      labels: [...props.labels],
      datasets: [
        {
          data: [...props.values],
          backgroundColor: colours.bar,
          hoverBackgroundColor: colours.hover,
          borderRadius: 4,
          maxBarThickness: 36,
        },
      ],
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      locale: props.locale,
      // A click anywhere in a month's column opens it: a month with few members has a low bar.
      interaction: { mode: 'index', intersect: false },
      // A phone's chart names fewer months (Arabic months are long words); a wider one more.
      onResize: (chart, size) => {
        const ticks = chart.options.scales?.x?.ticks;
        const limit = monthNamesFor(size.width);
        if (ticks && ticks.maxTicksLimit !== limit) {
          ticks.maxTicksLimit = limit;
          chart.update('none');
        }
      },
      onClick: (event, _elements, chart) => {
        const [hit] = chart.getElementsAtEventForMode(
          event.native as Event,
          'index',
          { intersect: false },
          false,
        );
        if (hit) props.onSelect(hit.index);
      },
      plugins: {
        tooltip: {
          rtl,
          textDirection: props.dir,
          titleFont: font,
          bodyFont: font,
          displayColors: false,
          callbacks: { label: (item) => props.tooltip(item.dataIndex) },
        },
      },
      scales: {
        x: {
          reverse: rtl,
          grid: { display: false },
          // The first and last months' names stay inside the chart (Arabic months are long); `inner` moves those
          // two inwards after the labels to skip were chosen, so the gap between names is wide enough for that.
          ticks: {
            color: colours.text,
            font,
            maxRotation: 0,
            autoSkipPadding: 16,
            align: 'inner',
            maxTicksLimit: monthNamesFor(box.clientWidth),
            // A phone's chart writes the months short: Arabic month names are long words.
            callback(value) {
              const names = this.chart.width < NARROW_CHART ? props.axisLabels : props.labels;
              return names[Number(value)] ?? '';
            },
          },
        },
        y: {
          position: rtl ? 'right' : 'left',
          beginAtZero: true,
          grid: { color: colours.grid },
          border: { display: false },
          ticks: { color: colours.text, font, precision: 0 },
        },
      },
    },
  };
}

/** A bar chart on a canvas the size of its box, redrawn when the theme (light, dark, the system's) changes. */
export default function BarChart(props: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const latest = useRef(props);
  // eslint-disable-next-line mijas/no-react-state -- Chart.js: its callbacks read the latest props
  useEffect(() => {
    latest.current = props;
  });

  const { labels, values, dir, locale } = props;
  // eslint-disable-next-line mijas/no-react-state -- Chart.js: the chart made on its canvas, redrawn with the theme
  useEffect(() => {
    const element = box.current;
    const target = canvas.current;
    if (!element || !target) return;
    // The callbacks read the props of the latest render; the chart is made again when what it draws changes.
    const current = () => latest.current;
    let chart: Chart | undefined;
    // Made in a task of its own: the Overview's four charts come in one render, and making them there was one
    // task of ~250 ms on a phone (4× CPU, issue 32); apart, the page answers between them.
    const making = setTimeout(() => {
      chart = new Chart(
        target,
        configuration(
          {
            ...current(),
            tooltip: (index) => current().tooltip(index),
            onSelect: (index) => current().onSelect(index),
          },
          element,
        ),
      );
    });
    const recolour = () => {
      if (!chart) return;
      const colours = themeColours(element);
      const [dataset] = chart.data.datasets;
      if (dataset) {
        dataset.backgroundColor = colours.bar;
        dataset.hoverBackgroundColor = colours.hover;
      }
      const { x, y } = chart.options.scales ?? {};
      if (x?.ticks) x.ticks.color = colours.text;
      if (y?.ticks) y.ticks.color = colours.text;
      if (y?.grid) y.grid.color = colours.grid;
      chart.update();
    };
    const themed = element.closest('[data-theme]');
    const observer = new MutationObserver(recolour);
    if (themed) observer.observe(themed, { attributes: true, attributeFilter: ['data-theme'] });
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', recolour);
    return () => {
      clearTimeout(making);
      observer.disconnect();
      scheme.removeEventListener('change', recolour);
      chart?.destroy();
    };
  }, [labels, values, dir, locale]);

  return (
    <div ref={box} className={styles.chartBox}>
      <canvas ref={canvas} className={styles.chartCanvas} aria-hidden="true" />
    </div>
  );
}

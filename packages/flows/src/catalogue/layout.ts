import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { CatalogueMachine } from './model.ts';

/**
 * The statechart's layout, computed in the browser by ELK's layered algorithm (elkjs: no server, no website):
 * the machine as the outer box, each compound or parallel state a box holding its children, an initial marker
 * in each box pointing at the state it starts in, and one edge per transition and target with its event and
 * guard as label. Transitions that stay in their state (no target) are not drawn: the transitions' table
 * lists them.
 */
export interface PlacedBox {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  kind: 'machine' | 'atomic' | 'compound' | 'parallel' | 'final' | 'history' | 'initial';
  /** A parallel state's children are regions: drawn dashed. */
  region: boolean;
}

export interface PlacedEdge {
  id: string;
  /** The transition's name (`pnpm flows:coverage`'s), or `<box> initial` for an initial marker's. */
  name: string;
  label: string;
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
}

export interface Layout {
  width: number;
  height: number;
  boxes: PlacedBox[];
  edges: PlacedEdge[];
}

const CHAR_WIDTH = 6.6;
const LINE_HEIGHT = 16;
const LEAF_HEIGHT = 32;
const TITLE_SPACE = 26;
const INITIAL_SIZE = 10;

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH) + 4;

/** An edge's label: the event, then the guard in brackets. */
export function edgeLabel(event: string, guard: string | null): string {
  return guard ? `${event} [${guard}]` : event;
}

let elk: InstanceType<typeof ELK> | undefined;

export async function layoutMachine(machine: CatalogueMachine): Promise<Layout> {
  elk ??= new ELK();
  const byId = new Map(machine.states.map((state) => [state.id, state]));
  const childrenOf = (parent: string | null) =>
    machine.states.filter((state) => state.parent === parent);
  const kinds = new Map<string, PlacedBox['kind']>();
  const regions = new Set<string>();
  const labels = new Map<string, string>();

  const initialMarker = (owner: string, target: string | null): ElkNode[] =>
    target ? [{ id: `${owner}::initial`, width: INITIAL_SIZE, height: INITIAL_SIZE }] : [];
  const initialEdges: ElkExtendedEdge[] = [];

  const nodeFor = (id: string): ElkNode => {
    const state = byId.get(id)!;
    kinds.set(id, state.type);
    labels.set(id, state.key);
    const parent = state.parent ? byId.get(state.parent) : undefined;
    if (parent?.type === 'parallel') regions.add(id);
    const children = childrenOf(id);
    if (children.length === 0)
      return {
        id,
        width: Math.max(textWidth(state.key) + 20, 56),
        height: LEAF_HEIGHT,
      };
    if (state.initial)
      initialEdges.push({
        id: `${id}::initial-edge`,
        sources: [`${id}::initial`],
        targets: [state.initial],
      });
    return {
      id,
      layoutOptions: {
        'elk.padding': `[top=${TITLE_SPACE},left=12,bottom=12,right=12]`,
        'elk.nodeSize.minimum': `(${textWidth(state.key) + 24}, 40)`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      },
      children: [
        ...initialMarker(id, state.initial),
        ...children.map((child) => nodeFor(child.id)),
      ],
    };
  };

  const top = childrenOf(null);
  const rootStart = machine.initial;
  if (rootStart)
    initialEdges.push({
      id: `${machine.id}::initial-edge`,
      sources: [`${machine.id}::initial`],
      targets: [rootStart],
    });
  kinds.set(machine.id, 'machine');
  labels.set(machine.id, machine.id);

  const edges: ElkExtendedEdge[] = [];
  const names = new Map<string, string>();
  machine.transitions.forEach((transition, index) => {
    transition.targets.forEach((target, targetIndex) => {
      const id = `t${index}-${targetIndex}`;
      const label = edgeLabel(transition.event, transition.guard);
      names.set(id, transition.name);
      edges.push({
        id,
        sources: [transition.source],
        targets: [target],
        labels: [{ id: `${id}::label`, text: label, width: textWidth(label), height: LINE_HEIGHT }],
      });
    });
  });

  const graph: ElkNode = {
    id: '::graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [
      {
        id: machine.id,
        layoutOptions: { 'elk.padding': `[top=${TITLE_SPACE + 4},left=16,bottom=16,right=16]` },
        children: [
          ...initialMarker(machine.id, rootStart),
          ...top.map((state) => nodeFor(state.id)),
        ],
      },
    ],
    edges: [...initialEdges, ...edges],
  };
  const laid = await elk.layout(graph);

  const boxes: PlacedBox[] = [];
  const origin = new Map<string, { x: number; y: number }>([['::graph', { x: 0, y: 0 }]]);
  const place = (node: ElkNode, dx: number, dy: number) => {
    const x = dx + (node.x ?? 0);
    const y = dy + (node.y ?? 0);
    origin.set(node.id, { x, y });
    if (node.id !== '::graph') {
      const initial = node.id.endsWith('::initial');
      boxes.push({
        id: node.id,
        label: initial ? '' : (labels.get(node.id) ?? node.id),
        x,
        y,
        width: node.width ?? 0,
        height: node.height ?? 0,
        kind: initial ? 'initial' : (kinds.get(node.id) ?? 'atomic'),
        region: regions.has(node.id),
      });
    }
    for (const child of node.children ?? []) place(child, x, y);
  };
  place(laid, 0, 0);

  const placedEdges: PlacedEdge[] = [];
  const collect = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const container = (edge as { container?: string }).container ?? node.id;
      const at = origin.get(container) ?? { x: 0, y: 0 };
      const section = edge.sections?.[0];
      if (!section) continue;
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(
        (point) => ({ x: point.x + at.x, y: point.y + at.y }),
      );
      const label = edge.labels?.[0];
      placedEdges.push({
        id: edge.id,
        name: names.get(edge.id) ?? edge.id.replace('::initial-edge', ' initial'),
        label: label?.text ?? '',
        points,
        labelBox: label
          ? {
              x: (label.x ?? 0) + at.x,
              y: (label.y ?? 0) + at.y,
              width: label.width ?? 0,
              height: label.height ?? 0,
            }
          : null,
      });
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, boxes, edges: placedEdges };
}

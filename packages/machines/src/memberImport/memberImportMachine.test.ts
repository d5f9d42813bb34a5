import {
  ApiError,
  IMPORT_FIELDS,
  importMessages,
  type ImportPreviewResponse,
  type ImportResponse,
  messages,
} from '@mijas/api';
import * as csv from '@mijas/api/member-csv';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import {
  decodeCsvBytes,
  IMPORT_MAX_FILE_BYTES,
  importReasonsOf,
  memberImportMachine,
  type ImportFile,
  type MemberImportContext,
  type MemberImportInput,
} from './memberImportMachine.ts';

const HEADER = IMPORT_FIELDS.join(',');
const ROW =
  'sara,sara@example.com,Sara,Haddad,0791234567,F,1990-05-01,Jordan,Jordan,Amman,Street 1,Art';
const GOOD = `${HEADER}\n${ROW}\n`;
/** A quote opened and never closed: `parseCsvFile` refuses it. */
const BROKEN = `${HEADER}\n"sara,sara@example.com\n`;

const preview = (validRows: number): ImportPreviewResponse => ({
  headers: [...IMPORT_FIELDS],
  mapping: csv.guessImportMapping(IMPORT_FIELDS),
  totalRows: 1,
  validRows,
  invalidRows:
    validRows === 1
      ? []
      : [
          {
            row: 2,
            cells: { username: 'sara' },
            issues: [{ field: 'username', message: 'Taken' }],
          },
        ],
});
const imported: ImportResponse = {
  message: '1 member imported.',
  imported: [{ row: 2, id: '7f8a2c4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b', username: 'sara' }],
  skipped: [],
};
const changed = new ApiError({
  status: 409,
  body: { message: importMessages().changedSincePreview },
});
const refused = new ApiError({
  status: 400,
  body: [
    { code: 'invalidFile', description: 'First problem.' },
    { code: 'invalidFile', description: 'Second problem.' },
  ],
});

function fileOf(text: string | Uint8Array, name = 'members.csv', size?: number): ImportFile {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return {
    name,
    size: size ?? bytes.byteLength,
    arrayBuffer: vi.fn(() => Promise.resolve(bytes.slice().buffer)),
  };
}

function start(api: Partial<MemberImportInput['api']> = {}) {
  const input = { api: { ...unusedApi<MemberImportInput['api']>(), ...api }, csv };
  const actor = createActor(memberImportMachine, { input: input as MemberImportInput }).start();
  return actor;
}

describe('decodeCsvBytes', () => {
  it('reads UTF-8 as UTF-8, Arabic included', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('name\nسارة'))).toEqual({
      text: 'name\nسارة',
      encoding: 'utf-8',
    });
  });

  it('reads bytes that are not UTF-8 as Arabic Windows (windows-1256)', () => {
    // "سارة" in windows-1256: س D3, ا C7, ر D1, ة C9.
    const bytes = new Uint8Array([0x6e, 0x0a, 0xd3, 0xc7, 0xd1, 0xc9]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'n\nسارة', encoding: 'windows-1256' });
  });
});

describe('importReasonsOf', () => {
  it('every description of an error list, the message of a {message} body, no response', () => {
    expect(importReasonsOf(refused)).toEqual(['First problem.', 'Second problem.']);
    expect(importReasonsOf(changed)).toEqual([importMessages().changedSincePreview]);
    expect(importReasonsOf(new ApiError({ status: 0 }))).toEqual([messages.api.noResponse]);
    expect(importReasonsOf(new Error('boom'))).toEqual([messages.api.noResponse]);
  });
});

describe('member import machine', () => {
  it('reads a chosen file, guesses the mapping, and waits: no call before the preview', async () => {
    const actor = start();
    const file = fileOf(GOOD);
    actor.send({ type: 'file.choose', file });
    await reach(actor, 'mapping');
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      fileName: 'members.csv',
      encoding: 'utf-8',
      headers: [...IMPORT_FIELDS],
      fileProblems: [],
      mappingProblems: [],
    });
    expect(context.rows).toHaveLength(1);
    expect(context.mapping.email).toBe('email');
  });

  it('reads a windows-1256 file and says so', async () => {
    const actor = start();
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(`${HEADER}\nsara,sara@example.com,`),
      0xd3,
      0xc7,
      0xd1,
      0xc9,
      ...new TextEncoder().encode(',Haddad,0791234567,F,1990-05-01,Jordan,Jordan,Amman,x,Art\n'),
    ]);
    actor.send({ type: 'file.choose', file: fileOf(bytes, 'old.csv') });
    await reach(actor, 'mapping');
    expect(actor.getSnapshot().context.encoding).toBe('windows-1256');
    expect(actor.getSnapshot().context.rows[0]?.cells[2]).toBe('سارة');
  });

  it('refuses a file over the limit without reading it', () => {
    const actor = start();
    const file = fileOf(GOOD, 'huge.csv', IMPORT_MAX_FILE_BYTES + 1);
    actor.send({ type: 'file.choose', file });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.fileProblems).toEqual([importMessages().tooLarge(5)]);
    expect(file.arrayBuffer).not.toHaveBeenCalled();
  });

  it('a malformed or empty text: its problems, before any call', () => {
    const actor = start();
    actor.send({ type: 'text.paste', text: BROKEN });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.fileProblems).toEqual([importMessages().unclosedQuote(2)]);
    actor.send({ type: 'text.paste', text: '  ' });
    expect(actor.getSnapshot().context.fileProblems).toEqual([importMessages().empty]);
  });

  it('a file that cannot be read: not text', async () => {
    const actor = start();
    const file: ImportFile = {
      name: 'x.csv',
      size: 3,
      arrayBuffer: () => Promise.reject(new Error('NotReadableError')),
    };
    actor.send({ type: 'file.choose', file });
    await reach(actor, 'choosing');
    expect(actor.getSnapshot().context.fileProblems).toEqual([importMessages().notText]);
  });

  it('a missing required column blocks the preview until it is chosen', () => {
    const actor = start();
    actor.send({ type: 'text.paste', text: GOOD });
    actor.send({ type: 'mapping.set', field: 'email', column: null });
    expect(actor.getSnapshot().context.mappingProblems).toEqual([
      importMessages().columnMissing(messages.validation.fields.email),
    ]);
    actor.send({ type: 'preview' });
    expect(actor.getSnapshot().value).toBe('mapping');
    actor.send({ type: 'mapping.set', field: 'country', column: null });
    actor.send({ type: 'mapping.set', field: 'email', column: 'email' });
    expect(actor.getSnapshot().context.mappingProblems).toEqual([]);
    expect(actor.getSnapshot().context.mapping.country).toBeNull();
  });

  it('previews with the text and the mapping, then imports after the confirmation', async () => {
    const previewImport = vi.fn(() => Promise.resolve(preview(1)));
    const importMembers = vi.fn(() => Promise.resolve(imported));
    const actor = start({ previewImport, importMembers });
    actor.send({ type: 'text.paste', text: GOOD });
    actor.send({ type: 'preview' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'preview');
    const { mapping } = actor.getSnapshot().context;
    expect(previewImport).toHaveBeenCalledExactlyOnceWith(
      { csv: GOOD, mapping },
      { signal: expect.any(AbortSignal) },
    );
    actor.send({ type: 'import' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'cancel' });
    actor.send({ type: 'import' });
    actor.send({ type: 'confirm' });
    await reach(actor, 'done');
    expect(importMembers).toHaveBeenCalledExactlyOnceWith(
      { csv: GOOD, mapping },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot().context.result).toEqual(imported);
    actor.send({ type: 'file.forget' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ text: '', result: null, preview: null });
  });

  it('nothing to import: no confirmation when no row is valid', async () => {
    const actor = start({ previewImport: () => Promise.resolve(preview(0)) });
    actor.send({ type: 'text.paste', text: GOOD });
    actor.send({ type: 'preview' });
    await reach(actor, 'preview');
    actor.send({ type: 'import' });
    expect(actor.getSnapshot().value).toBe('preview');
  });

  it('a refused preview: back to the mapping with every problem, the file kept', async () => {
    const actor = start({ previewImport: () => Promise.reject(refused) });
    actor.send({ type: 'text.paste', text: GOOD });
    actor.send({ type: 'preview' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).not.toBeNull());
    expect(actor.getSnapshot().value).toBe('mapping');
    expect(actor.getSnapshot().context).toMatchObject({
      error: ['First problem.', 'Second problem.'],
      text: GOOD,
    });
  });

  it('409 at the import: the preview is made again, with the reason', async () => {
    let previews = 0;
    const actor = start({
      previewImport: () => Promise.resolve(preview(++previews === 1 ? 1 : 0)),
      importMembers: () => Promise.reject(changed),
    });
    actor.send({ type: 'text.paste', text: GOOD });
    actor.send({ type: 'preview' });
    await reach(actor, 'preview');
    actor.send({ type: 'import' });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(previews).toBe(2));
    await reach(actor, 'preview');
    expect(actor.getSnapshot().context).toMatchObject({
      notice: importMessages().changedSincePreview,
      error: null,
      text: GOOD,
    });
    expect(actor.getSnapshot().context.preview?.validRows).toBe(0);
  });

  it('any other failure of the import: the preview with the reason, nothing lost', async () => {
    const actor = start({
      previewImport: () => Promise.resolve(preview(1)),
      importMembers: () =>
        Promise.reject(new ApiError({ status: 503, body: { message: 'Down.' } })),
    });
    actor.send({ type: 'text.paste', text: GOOD });
    actor.send({ type: 'mapping.set', field: 'country', column: null });
    actor.send({ type: 'preview' });
    await reach(actor, 'preview');
    actor.send({ type: 'import' });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toEqual(['Down.']));
    expect(actor.getSnapshot().value).toBe('preview');
    expect(actor.getSnapshot().context.preview).not.toBeNull();
    expect(actor.getSnapshot().context.mapping.country).toBeNull();
  });

  it('keeps the text being pasted as it is typed, through a refused paste, until it is started over', () => {
    const actor = start({ previewImport: () => new Promise(() => {}) });
    actor.send({ type: 'paste.change', text: BROKEN });
    expect(actor.getSnapshot().context.pasted).toBe(BROKEN);
    actor.send({ type: 'text.paste', text: BROKEN });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.pasted).toBe(BROKEN);
    actor.send({ type: 'paste.change', text: GOOD });
    actor.send({ type: 'text.paste', text: GOOD });
    expect(actor.getSnapshot().value).toBe('mapping');
    actor.send({ type: 'file.forget' });
    expect(actor.getSnapshot().context.pasted).toBe('');
  });

  it('shows the preview’s problem rows first, a page at a time; the toggle starts again at the first page, as does a new preview', async () => {
    const actor = start({ previewImport: () => Promise.resolve(preview(0)) });
    actor.send({ type: 'text.paste', text: GOOD });
    actor.send({ type: 'preview' });
    await reach(actor, 'preview');
    expect(actor.getSnapshot().context).toMatchObject({ onlyProblems: true, previewPage: 0 });
    actor.send({ type: 'preview.page', page: 2 });
    expect(actor.getSnapshot().context.previewPage).toBe(2);
    actor.send({ type: 'preview.page', page: -1 });
    expect(actor.getSnapshot().context.previewPage).toBe(2);
    actor.send({ type: 'preview.onlyProblems', value: false });
    expect(actor.getSnapshot().context).toMatchObject({ onlyProblems: false, previewPage: 0 });
    actor.send({ type: 'preview.page', page: 1 });
    actor.send({ type: 'mapping.edit' });
    actor.send({ type: 'preview' });
    await reach(actor, 'preview');
    expect(actor.getSnapshot().context).toMatchObject({ onlyProblems: true, previewPage: 0 });
  });

  it('reads with the default actor: the file bytes', async () => {
    const actor = createActor(
      memberImportMachine.provide({
        actors: { previewImport: fromPromise(() => Promise.resolve(preview(1))) },
      }),
      { input: { api: unusedApi<MemberImportInput['api']>(), csv } },
    ).start();
    const file = fileOf(GOOD);
    actor.send({ type: 'file.choose', file });
    await reach(actor, 'mapping');
    expect(file.arrayBuffer).toHaveBeenCalledOnce();
  });
});

describe('member import machine: every shortest path', () => {
  const events = [
    { type: 'file.choose', file: fileOf(GOOD) },
    { type: 'file.choose', file: fileOf(GOOD, 'huge.csv', IMPORT_MAX_FILE_BYTES + 1) },
    { type: 'xstate.done.actor.readFile', output: { text: GOOD, encoding: 'utf-8' } },
    { type: 'xstate.error.actor.readFile', error: new Error('unreadable') },
    { type: 'text.paste', text: BROKEN },
    { type: 'paste.change', text: BROKEN },
    { type: 'mapping.set', field: 'email', column: null },
    { type: 'mapping.set', field: 'email', column: 'email' },
    { type: 'preview' },
    { type: 'xstate.done.actor.previewImport', output: preview(1) },
    { type: 'xstate.done.actor.previewImport', output: preview(0) },
    { type: 'xstate.error.actor.previewImport', error: refused },
    { type: 'mapping.edit' },
    { type: 'preview.onlyProblems', value: false },
    { type: 'preview.page', page: 1 },
    { type: 'import' },
    { type: 'cancel' },
    { type: 'confirm' },
    { type: 'xstate.done.actor.importMembers', output: imported },
    { type: 'xstate.error.actor.importMembers', error: changed },
    {
      type: 'xstate.error.actor.importMembers',
      error: new ApiError({ status: 503, body: { message: 'Down.' } }),
    },
    { type: 'file.forget' },
  ] as never[];
  const input = { api: unusedApi<MemberImportInput['api']>(), csv };
  /** What the contract's CSV reader says of the pasted text (a quote never closed). */
  const broken = csv.parseCsvFile(BROKEN);
  const brokenProblems = broken.ok ? [] : broken.problems;
  const model = createTestModel(modelOf(memberImportMachine), { input, events });
  const taken = transitionPaths(model, { events });
  const paths = [...model.getShortestPaths(), ...taken];

  it('the paths take every transition', () => {
    expect(
      flowGraph(memberImportMachine).transitions.filter((name) => !taken.covered.has(name)),
    ).toEqual([]);
  });

  // `parsing` is passed through at once (its `always`): no path rests there.
  it('the paths cover every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(
        [
          'choosing',
          'reading',
          'mapping',
          'previewing',
          'preview',
          'confirming',
          'importing',
          'done',
        ].map((value) => JSON.stringify(value)),
      ),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['readFile', 'previewImport', 'importMembers']);
    await runPath(path, {
      machine: memberImportMachine,
      input,
      scripted,
      contextKeys: [
        'fileName',
        'encoding',
        'fileProblems',
        'mapping',
        'mappingProblems',
        'preview',
        'result',
        'error',
        'notice',
        'pasted',
        'onlyProblems',
        'previewPage',
      ],
      // What the page shows after each step: the file's problems, the columns' problems, the server's
      // preview and its reasons, the result; and what each call sends.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot() as {
          value: string;
          context: MemberImportContext;
          hasTag: (tag: string) => boolean;
        };
        const { value, context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(
          ['reading', 'previewing', 'importing'].includes(value),
        );
        // A result only when done; a preview from the preview on; the preview only with a usable mapping.
        expect(context.result).toEqual(value === 'done' ? imported : null);
        if (['preview', 'confirming', 'importing', 'done'].includes(value))
          expect(context.preview).not.toBeNull();
        if (value === 'previewing') expect(context.mappingProblems).toEqual([]);
        const sent = { api: input.api, csv: GOOD, mapping: context.mapping };
        const e = event as { type: string; file?: ImportFile; output?: unknown; error?: unknown };
        switch (e.type) {
          case 'file.choose':
            expect(context.fileName).toBe(e.file?.name);
            if (value === 'choosing')
              expect(context.fileProblems).toEqual([
                importMessages().tooLarge(IMPORT_MAX_FILE_BYTES / 1_000_000),
              ]);
            else expect(scripted.calls('readFile').at(-1)).toEqual({ file: e.file });
            break;
          case 'xstate.done.actor.readFile':
            expect([
              value,
              context.encoding,
              context.fileProblems,
              context.mappingProblems,
            ]).toEqual(['mapping', 'utf-8', [], []]);
            expect(context.mapping).toEqual(csv.guessImportMapping(IMPORT_FIELDS));
            break;
          case 'xstate.error.actor.readFile':
            expect(context.fileProblems).toEqual([importMessages().notText]);
            break;
          case 'text.paste':
            expect(value).toBe('choosing');
            expect(context.fileProblems).toEqual(brokenProblems);
            expect(brokenProblems).not.toEqual([]);
            break;
          case 'mapping.set':
            expect(context.mappingProblems.length > 0).toBe(context.mapping.email === null);
            break;
          case 'preview':
          case 'mapping.edit':
            if (value !== 'mapping') expect(scripted.calls('previewImport').at(-1)).toEqual(sent);
            expect([context.error, context.notice]).toEqual([null, null]);
            break;
          case 'xstate.done.actor.previewImport':
            expect(context.preview).toEqual(e.output);
            break;
          case 'xstate.error.actor.previewImport':
            expect([value, context.error]).toEqual([
              'mapping',
              ['First problem.', 'Second problem.'],
            ]);
            break;
          case 'import':
            // Only rows that can be imported: asked to confirm.
            expect(value).toBe(
              (context.preview as ImportPreviewResponse).validRows > 0 ? 'confirming' : 'preview',
            );
            break;
          case 'confirm':
            expect(scripted.calls('importMembers').at(-1)).toEqual(sent);
            break;
          case 'xstate.error.actor.importMembers':
            // Changed since the preview: previewed again, saying why; else the reason, on the preview.
            if (e.error === changed)
              expect([value, context.notice]).toEqual([
                'previewing',
                importMessages().changedSincePreview,
              ]);
            else expect([value, context.error]).toEqual(['preview', ['Down.']]);
            break;
          case 'file.forget':
            expect(value).toBe('choosing');
            expect(context).toMatchObject({
              fileName: null,
              text: '',
              preview: null,
              result: null,
              error: null,
              notice: null,
            });
            break;
        }
      },
    });
  });
});

import {
  IMPORT_FIELDS,
  importMessages,
  messages,
  type ImportPreviewResponse,
  type ImportRequest,
  type ImportResponse,
  type ImportRow,
} from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { answers, pending, serverError, failsWith } from '@mijas/flows/actors';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { chooseOption, portal, reached } from '@mijas/flows/story-helpers';
import { ImportMembersPage } from './import-members-page.tsx';
import { exactly, storyCatalogue, startingWith, storyText } from '../../../testing/story-locale.ts';

/** A member's cells in `IMPORT_FIELDS` order. */
function member(n: number, name = `member${n}`): string[] {
  return [
    name,
    `${name}@example.com`,
    'Sara',
    'Haddad',
    `079${String(1_000_000 + n).slice(-7)}`,
    'F',
    '1995-04-02',
    'Jordan',
    'Jordan',
    'Amman',
    'Street 1',
    'Art',
  ];
}

function csvOf(header: readonly string[], rows: readonly string[][]): string {
  return [header, ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** Three members; the third repeats the first's email. */
const THREE = csvOf(IMPORT_FIELDS, [member(1), member(2), member(3)]);

/**
 * The server's check of THREE: row 4 has a taken email and a row problem, in the story's language (made when the
 * call is made, as the server writes it in the request's language).
 */
const badRow = (): ImportRow => ({
  row: 4,
  cells: Object.fromEntries(IMPORT_FIELDS.map((field, i) => [field, member(3)[i] ?? ''])),
  issues: [
    { field: 'email', message: messages.api.duplicateEmail },
    { field: null, message: importMessages().extraCells },
  ],
});
const previewOf = (csv: string, invalidRows: ImportRow[] = [badRow()]): ImportPreviewResponse => {
  const totalRows = csv.trim().split('\r\n').length - 1;
  return {
    headers: [...IMPORT_FIELDS],
    mapping: Object.fromEntries(IMPORT_FIELDS.map((field) => [field, field])) as never,
    totalRows,
    validRows: totalRows - invalidRows.length,
    invalidRows,
  };
};
const checks = () => answers<ImportPreviewResponse, { csv: string }>(({ csv }) => previewOf(csv));
const imports = () =>
  answers<ImportResponse, ImportRequest>(() => ({
    message: messages.api.membersImported(2),
    imported: [
      { row: 2, id: '7f8a2c4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b', username: 'member1' },
      { row: 3, id: '8a9b2c4e-1b3d-4e5f-8a9b-0c1d2e3f4a5c', username: 'member2' },
    ],
    skipped: [badRow()],
  }));

/** Signed in as an admin (spread: `role` here is the harness's, not an ARIA role). */
const asAdmin = { role: 'admin' } as const;

function Harness({
  previewImport = checks(),
  importMembers = imports(),
}: {
  previewImport?: AnyActorLogic;
  importMembers?: AnyActorLogic;
}) {
  return (
    <PageHarness
      path="/admin"
      {...asAdmin}
      flows={{ memberImport: { actors: { previewImport, importMembers } } }}
    >
      <ImportMembersPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Import Members',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses a file made of `content` with the page's file input. */
async function choose(canvasElement: HTMLElement, content: BlobPart, name = 'members.csv') {
  const canvas = await reached(canvasElement);
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  await expect(input).toHaveAttribute('accept', '.csv,text/csv');
  await userEvent.upload(input, new File([content], name, { type: 'text/csv' }));
  return canvas;
}

/** The page's texts in the story's language. */
const text = () => storyText().text.importMembers;
const CHECK = () => ({ name: text().mapping.check });
/** Import's button for `count` members. */
const IMPORT = (count: number) => ({ name: text().preview.importButton(count) });

/** The summary's line as the page writes it: the file's name (or Pasted text), its rows, how it was read. */
const lineOf = (
  name: string | null,
  rows: number,
  encoding?: keyof ReturnType<typeof text>['file']['encoding'],
) =>
  [
    name ?? text().file.pasted,
    text().file.rows(rows),
    ...(encoding ? [text().file.encoding[encoding]] : []),
  ].join(' · ');

/** The line that names the file, its rows and how it was read (the name is in its own `<bdi>`). */
function summary(canvasElement: HTMLElement, line: RegExp) {
  return within(canvasElement).findByText(
    (_, element) => element?.tagName === 'P' && line.test(element.textContent ?? ''),
  );
}

async function checked(canvasElement: HTMLElement, content: BlobPart = THREE) {
  const canvas = await choose(canvasElement, content);
  await userEvent.click(await canvas.findByRole('button', CHECK()));
  await canvas.findByRole('table', { name: storyText().text.importMembers.preview.caption });
  return canvas;
}

const notCalled = checks();

/**
 * The first step: a drop zone with a real file input, the paste box and the template; nothing is sent. The one
 * story in the page baselines: the others reach their state through their play function (a file chosen), which
 * the Arabic baselines do not run.
 */
export const ChooseFile: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { previewImport: notCalled },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: copy.text.importMembers.steps.file }),
    ).toBeVisible();
    await expect(canvas.getByText(copy.text.importMembers.choose.drop)).toBeVisible();
    await expect(canvas.getByLabelText(copy.text.importMembers.choose.button)).toHaveAttribute(
      'type',
      'file',
    );
    await expect(
      canvas.getByRole('button', { name: copy.text.importMembers.choose.template }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: copy.text.importMembers.choose.pasteButton }),
    ).toBeDisabled();
    await expect(notCalled.calls).toHaveLength(0);
  },
};

/** A file chosen: its name, rows and encoding, and every field's column guessed from the headers. */
export const FileChosen: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await choose(canvasElement, THREE);
    await expect(
      await summary(canvasElement, exactly(lineOf('members.csv', 3, 'utf-8'))),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', {
        name: startingWith(copy.text.admin.viewMembers.columns.email),
      }),
    ).toHaveTextContent('email');
    await expect(
      canvas.getByRole('combobox', {
        name: startingWith(copy.text.admin.viewMembers.details.fields.country),
      }),
    ).toHaveTextContent('country');
    await expect(canvas.getByRole('button', CHECK())).toBeEnabled();
  },
};

/** Pasted text works as a file does. */
export const Pasted: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    // Typing the whole text would take long: paste it.
    await userEvent.click(
      canvas.getByRole('textbox', { name: copy.text.importMembers.choose.pasteLabel }),
    );
    await userEvent.paste(THREE);
    await userEvent.click(
      canvas.getByRole('button', { name: copy.text.importMembers.choose.pasteButton }),
    );
    await expect(await canvas.findByText(startingWith(lineOf(null, 3)))).toBeVisible();
  },
};

/** The file has no "email" column but a "mail_address": it must be chosen before the check. */
export const MissingRequiredColumn: Story = {
  args: { previewImport: notCalled },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const header = IMPORT_FIELDS.map((field) => (field === 'email' ? 'mail_address' : field));
    const canvas = await choose(canvasElement, csvOf(header, [member(1)]));
    const missing = importMessages().columnMissing(copy.messages.validation.fields.email);
    const problem = await canvas.findByText(missing);
    await expect(problem).toBeVisible();
    await expect(canvas.getByRole('button', CHECK())).toBeDisabled();
    await chooseOption(canvasElement, copy.text.admin.viewMembers.columns.email, 'mail_address');
    await waitFor(() => expect(canvas.queryByText(missing)).toBeNull());
    await expect(canvas.getByRole('button', CHECK())).toBeEnabled();
    await expect(notCalled.calls).toHaveLength(0);
  },
};

/** A quote never closed: the file's problem, shown at once, before any call. */
export const MalformedFile: Story = {
  args: { previewImport: notCalled },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await choose(canvasElement, `${IMPORT_FIELDS.join(',')}\r\n"member1,x\r\n`);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(copy.text.importMembers.choose.refused);
    await expect(alert).toHaveTextContent(importMessages().unclosedQuote(2));
    await expect(notCalled.calls).toHaveLength(0);
  },
};

/** A file an older spreadsheet program saved as Arabic Windows: read as such, and said so. */
export const NotUtf8File: Story = {
  play: async ({ canvasElement }) => {
    // "سارة" in windows-1256 as the first name: bytes that are not UTF-8.
    const encoder = new TextEncoder();
    const bytes = new Uint8Array([
      ...encoder.encode(`${IMPORT_FIELDS.join(',')}\r\nsara,sara@example.com,`),
      0xd3,
      0xc7,
      0xd1,
      0xc9,
      ...encoder.encode(',Haddad,0791234567,F,1995-04-02,Jordan,Jordan,Amman,Street 1,Art\r\n'),
    ]);
    await choose(canvasElement, bytes, 'old-excel.csv');
    await expect(
      await summary(canvasElement, exactly(lineOf('old-excel.csv', 1, 'windows-1256'))),
    ).toBeVisible();
  },
};

/** The check: the totals, and only the problem rows, each problem beside its cell, the row's own in a column. */
export const PreviewWithProblems: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await checked(canvasElement);
    const figures = canvas.getAllByRole('definition').map((figure) => figure.textContent);
    await expect(figures).toEqual(['3', '2', '1']);
    const table = canvas.getByRole('table', { name: copy.text.importMembers.preview.caption });
    const rows = within(table).getAllByRole('row');
    // The header and the one problem row.
    await expect(rows).toHaveLength(2);
    const cell = within(table)
      .getByText(copy.messages.api.duplicateEmail)
      .closest('[data-problem]');
    await expect(cell).toHaveTextContent('member3@example.com');
    // Every problem of the row in its Problems column, the row's own and each cell's with its field.
    const problems = within(table).getByText(importMessages().extraCells).closest('td');
    await expect(problems).toHaveTextContent(
      `${copy.messages.validation.fields.email}: ${copy.messages.api.duplicateEmail}`,
    );
    await expect(
      canvas.getByRole('checkbox', { name: copy.text.importMembers.preview.onlyProblems }),
    ).toBeChecked();
    // Every row, when asked.
    await userEvent.click(
      canvas.getByRole('checkbox', { name: copy.text.importMembers.preview.onlyProblems }),
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** 10 000 rows with 50 bad ones: exactly those 50 shown; every row a page of 50 at a time. */
export const LongFile: Story = {
  args: {
    previewImport: answers<ImportPreviewResponse, { csv: string }>(({ csv }) =>
      previewOf(
        csv,
        Array.from({ length: 50 }, (_, i) => ({
          row: 2 + i * 200,
          cells: { username: `member${i * 200}` },
          issues: [{ field: 'username', message: messages.api.duplicateUserName }],
        })),
      ),
    ),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const rows = Array.from({ length: 10_000 }, (_, i) => member(i));
    const canvas = await checked(canvasElement, csvOf(IMPORT_FIELDS, rows));
    const table = canvas.getByRole('table', { name: copy.text.importMembers.preview.caption });
    await expect(within(table).getAllByText(copy.messages.api.duplicateUserName)).toHaveLength(50);
    await expect(canvas.getByRole('button', IMPORT(9950))).toBeEnabled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: copy.text.importMembers.preview.onlyProblems }),
    );
    await expect(
      await canvas.findByText(copy.text.importMembers.preview.shown(1, 50, 10_000)),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: copy.text.importMembers.preview.next }),
    );
    await expect(
      await canvas.findByText(copy.text.importMembers.preview.shown(51, 100, 10_000)),
    ).toBeVisible();
  },
};

/** Import after the confirmation: the counts, the report to download, the link to View Members. */
export const ImportSuccess: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await checked(canvasElement);
    await userEvent.click(canvas.getByRole('button', IMPORT(2)));
    const dialog = await portal(canvasElement).findByRole('dialog', {
      name: copy.text.importMembers.confirm.title(2),
    });
    await expect(dialog).toHaveAccessibleDescription(copy.text.importMembers.confirm.description);
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy.text.importMembers.confirm.confirm }),
    );
    await expect(
      await canvas.findByRole('heading', { name: copy.text.importMembers.done.title }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('definition').map((f) => f.textContent)).toEqual(['2', '1']);
    await expect(
      canvas.getByRole('button', { name: copy.text.importMembers.done.report }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('link', { name: copy.text.importMembers.done.viewMembers }),
    ).toHaveAttribute('href', '/admin/view-members');
  },
};

/** While the import runs: the dialog's button busy, nothing else to press. */
export const Importing: Story = {
  args: { importMembers: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await checked(canvasElement);
    await userEvent.click(canvas.getByRole('button', IMPORT(2)));
    const dialog = await portal(canvasElement).findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy.text.importMembers.confirm.confirm }),
    );
    const busy = await within(dialog).findByRole('button', {
      name: copy.text.importMembers.confirm.importing,
    });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(dialog).getByRole('button', { name: copy.text.importMembers.confirm.cancel }),
    ).toBeDisabled();
  },
};

/** The import fails: back to the check with the reason; the file and its check are kept. */
export const ImportFailure: Story = {
  // The server's answer, in the story's language when called.
  args: { importMembers: failsWith(() => serverError(503, messages.api.serviceUnavailable)) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await checked(canvasElement);
    await userEvent.click(canvas.getByRole('button', IMPORT(2)));
    const dialog = await portal(canvasElement).findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy.text.importMembers.confirm.confirm }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(copy.text.importMembers.preview.failed);
    await expect(alert).toHaveTextContent(copy.messages.api.serviceUnavailable);
    await expect(
      await summary(canvasElement, startingWith(lineOf('members.csv', 3))),
    ).toBeVisible();
    await expect(canvas.getByRole('button', IMPORT(2))).toBeEnabled();
  },
};

const rechecks = checks();

/** Members were added since the check (409): the check is made again, saying why. */
export const ChangedSincePreview: Story = {
  args: {
    previewImport: rechecks,
    // The server's answer, in the story's language when called.
    importMembers: failsWith(() => serverError(409, importMessages().changedSincePreview)),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const before = rechecks.calls.length;
    const canvas = await checked(canvasElement);
    await userEvent.click(canvas.getByRole('button', IMPORT(2)));
    const dialog = await portal(canvasElement).findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy.text.importMembers.confirm.confirm }),
    );
    await expect(await canvas.findByText(importMessages().changedSincePreview)).toBeVisible();
    await waitFor(() => expect(rechecks.calls).toHaveLength(before + 2));
    await expect(
      await canvas.findByRole('table', { name: copy.text.importMembers.preview.caption }),
    ).toBeVisible();
  },
};

/** The check refused by the server (400, one item per problem): every problem, the mapping kept. */
export const CheckRefused: Story = {
  args: {
    // The server's answer, in the story's language when called.
    previewImport: failsWith(() => serverError(413, messages.api.payloadTooLarge)),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await choose(canvasElement, THREE);
    await userEvent.click(await canvas.findByRole('button', CHECK()));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(copy.text.importMembers.mapping.refused);
    await expect(alert).toHaveTextContent(copy.messages.api.payloadTooLarge);
    await expect(canvas.getByRole('button', CHECK())).toBeEnabled();
  },
};

/** In Arabic, right to left: the steps, the encoding and the mapping's labels in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, THREE);
    await expect(
      await summary(canvasElement, /^members\.csv · 3 صفوف · قُرئ بترميز UTF-8$/),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '2. الأعمدة' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'افحص الصفوف' }));
    await expect(await canvas.findByRole('button', { name: 'استيراد عضوين' })).toBeVisible();
  },
};

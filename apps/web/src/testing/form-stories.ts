import { expect, userEvent, waitFor, type within } from 'storybook/test';
import type { LoadedCatalogue } from '../i18n/catalogues.ts';
import { startingWith, storyText } from './story-locale.ts';

type Form = ReturnType<typeof within>;
type Play = { canvasElement: HTMLElement };

/**
 * The stories the profile forms tell alike (Edit Admin Information, Update Member): the form being sent, and
 * the submit with a field to fix. `form` finds the loaded form; `submit` and `saving` name its button before and
 * while it is sent, in the story's language.
 */
export function formStories({
  form,
  submit,
  saving,
}: {
  form: (canvasElement: HTMLElement) => Promise<Form>;
  submit: (copy: LoadedCatalogue) => string;
  saving: (copy: LoadedCatalogue) => string;
}) {
  return {
    /** While the form is sent: the button says so and cannot be pressed again. */
    saving: {
      play: async ({ canvasElement }: Play) => {
        const fields = await form(canvasElement);
        await expect(
          await fields.findByRole('button', { name: saving(storyText()) }),
        ).toBeDisabled();
      },
    },
    /**
     * The gesture: the submit clicked with fields to fix moves the focus to the first (the page's, not the
     * machine's), here the control `role` whose name starts with `name` (a label, then its required mark).
     */
    focusesFirstInvalid: (
      role: 'textbox' | 'combobox',
      name: (copy: LoadedCatalogue) => string,
    ) => ({
      play: async ({ canvasElement }: Play) => {
        const fields = await form(canvasElement);
        await userEvent.click(fields.getByRole('button', { name: submit(storyText()) }));
        const field = fields.getByRole(role, { name: startingWith(name(storyText())) });
        await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
        await expect(field).toHaveFocus();
      },
    }),
  };
}

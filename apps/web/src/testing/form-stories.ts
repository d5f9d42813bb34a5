import { expect, userEvent, waitFor, type within } from 'storybook/test';

type Form = ReturnType<typeof within>;
type Play = { canvasElement: HTMLElement };

/**
 * The stories the profile forms tell alike (Edit Admin Information, Update Member): the form being sent, and
 * the submit with a field to fix. `form` finds the loaded form; `submit` is its button's name.
 */
export function formStories({
  form,
  submit,
}: {
  form: (canvasElement: HTMLElement) => Promise<Form>;
  submit: string;
}) {
  return {
    /** While the form is sent: the button says so and cannot be pressed again. */
    saving: {
      play: async ({ canvasElement }: Play) => {
        const fields = await form(canvasElement);
        await expect(await fields.findByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
      },
    },
    /**
     * The gesture: the submit clicked with fields to fix moves the focus to the first (the page's, not the
     * machine's), here the control `role` named `name`.
     */
    focusesFirstInvalid: (role: 'textbox' | 'combobox', name: string) => ({
      play: async ({ canvasElement }: Play) => {
        const fields = await form(canvasElement);
        await userEvent.click(fields.getByRole('button', { name: submit }));
        const field = fields.getByRole(role, { name });
        await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
        await expect(field).toHaveFocus();
      },
    }),
  };
}

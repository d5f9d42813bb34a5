/**
 * The machines read their messages when they use them (issue 18): defined once, at import, in English, they answer
 * in the language active when they act, so the language switch needs no new machine.
 */
import { activateLocale, loadFormRules, registerMessages } from '@mijas/api';
import { arabicMessages } from '@mijas/api/messages-ar';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addMemberMachine, type AddMemberInput } from './addMember/addMemberMachine.ts';
import { loginMachine, type LoginInput } from './login/loginMachine.ts';
import {
  resetPasswordMachine,
  type ResetPasswordInput,
} from './resetPassword/resetPasswordMachine.ts';
import { MEMBER_ROW_ACTIONS } from './rowAction/rowActionMachine.ts';
import { membershipActionLabel } from './membershipHistory/membershipHistoryMachine.ts';
import { unusedApi } from './testing/harness.ts';

// Add Member's rules, which the admin panel fetches before it starts the form.
await loadFormRules();

function resetPassword() {
  const api = unusedApi<ResetPasswordInput['api']>();
  return createActor(resetPasswordMachine, { input: { api, token: null } }).start();
}

describe('machines answer in the language active when they act', () => {
  afterEach(() => activateLocale('en'));

  it('reset password: the missing token, the checklist, a refused submit', () => {
    registerMessages('ar', arabicMessages);
    activateLocale('ar');
    const actor = resetPassword();
    expect(actor.getSnapshot().context.error).toBe('❌ الرمز مفقود.');
    expect(actor.getSnapshot().context.checklist[0]?.label).toBe('8 أحرف على الأقل');
    activateLocale('en');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('❌ Missing token.');
    activateLocale('ar');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('❌ الرمز مفقود.');
  });

  it('login: an incomplete submit', () => {
    registerMessages('ar', arabicMessages);
    activateLocale('ar');
    const input: LoginInput = { api: unusedApi<LoginInput['api']>(), session: { send: () => {} } };
    const actor = createActor(loginMachine, { input }).start();
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().context.error).toBe(
      '⚠️ يُرجى إدخال البريد الإلكتروني أو اسم المستخدم وكلمة المرور',
    );
  });

  it('a form: its button, and the schema’s messages under the fields', () => {
    registerMessages('ar', arabicMessages);
    activateLocale('ar');
    const actor = createActor(addMemberMachine, {
      input: { api: unusedApi<AddMemberInput['api']>() },
    }).start();
    expect(actor.getSnapshot().context.labels.submit).toBe('إضافة عضو');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors.username).toBe('حقل اسم المستخدم مطلوب.');
    activateLocale('en');
    expect(actor.getSnapshot().context.labels.submit).toBe('Add Member');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors.username).toBe('Username is required.');
  });

  it('row actions and history labels', () => {
    registerMessages('ar', arabicMessages);
    activateLocale('ar');
    const deactivate = MEMBER_ROW_ACTIONS.effects.deactivateMember;
    expect(deactivate.success).toBe('تم إيقاف العضو');
    expect(deactivate.prompt?.('lina.haddad')).toContain('lina.haddad');
    expect(deactivate.prompt?.('lina.haddad')).toMatch(/^هل تريد إيقاف حساب/);
    expect(membershipActionLabel(0)).toBe('تجديد');
    activateLocale('en');
    expect(deactivate.success).toBe('Member deactivated');
    expect(membershipActionLabel(0)).toBe('Renewal');
  });
});

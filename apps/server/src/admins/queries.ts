/** The admins' SQL for root admins: the list (searched on one field) and one admin's details. */
import {
  ROLES,
  type AdminDetails,
  type AdminListItem,
  type AdminSearchField,
} from '@mijas/api/contract';
import { findUser, listUsers, searchCondition } from '../accounts/lists.ts';
import type { DbOrTx } from '../db/database.ts';
import type { Paging } from '../db/paging.ts';
import { toAdminDetails, toAdminItem } from './rules.ts';

/** `GET /RootAdmin/admins`: `search` on `searchBy` (default username). */
export async function listAdmins(
  db: DbOrTx,
  filter: Paging & { searchBy?: AdminSearchField | undefined; search?: string | undefined },
): Promise<{ admins: AdminListItem[]; totalCount: number }> {
  const { rows, totalCount } = await listUsers(
    db,
    ROLES.admin,
    searchCondition(filter.searchBy ?? 'username', filter.search),
    filter,
  );
  return { admins: rows.map((row) => toAdminItem(row.user)), totalCount };
}

/** One admin's details, or undefined when `id` is no admin. */
export async function findAdmin(db: DbOrTx, id: string): Promise<AdminDetails | undefined> {
  const found = await findUser(db, id, ROLES.admin);
  return found ? toAdminDetails(found.user) : undefined;
}

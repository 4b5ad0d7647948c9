import type { ReplySnippet, SnippetInput } from '@wellness/contracts';
import { notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import type { ReplySnippet as Row } from '../generated/prisma/client';
import { canUse } from './access';
import {
  createSnippet as insert,
  deleteSnippet as remove,
  findSnippet,
  snippetsOf,
  updateSnippet as update,
} from './repository';

const toSnippet = (row: Row): ReplySnippet => ({
  id: row.id,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A snippet of the caller's own (another coach's: not found). */
async function ownSnippet(deps: CheckinDeps, caller: Caller, id: string) {
  const row = await findSnippet(deps.db, id);
  if (!row || !canUse(caller, row)) throw notFound('Snippet');
  return row;
}

export async function listSnippets(deps: CheckinDeps, caller: Caller) {
  return { items: (await snippetsOf(deps.db, caller.identity.userId)).map(toSnippet) };
}

export async function createSnippet(deps: CheckinDeps, caller: Caller, input: SnippetInput) {
  return toSnippet(await insert(deps.db, caller.identity.userId, input, deps.clock.now()));
}

export async function updateSnippet(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
  input: SnippetInput,
) {
  await ownSnippet(deps, caller, id);
  return toSnippet(await update(deps.db, id, input, deps.clock.now()));
}

export async function deleteSnippet(deps: CheckinDeps, caller: Caller, id: string) {
  await ownSnippet(deps, caller, id);
  await remove(deps.db, id);
}

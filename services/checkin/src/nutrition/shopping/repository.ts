import type { ShoppingListState } from '@wellness/contracts';
import type { Db } from '../../db';

/** The only code that touches `nutrition_shopping_lists`: one per plan, hers. */

export const findShoppingList = (db: Db, planId: string) =>
  db.nutritionShoppingList.findUnique({ where: { planId } });

export const saveShoppingList = (
  db: Db,
  planId: string,
  clientId: string,
  state: ShoppingListState,
  at: Date,
) => {
  const data = { version: state.version, days: state.days, ticked: state.ticked, updatedAt: at };
  return db.nutritionShoppingList.upsert({
    where: { planId },
    create: { planId, clientId, ...data },
    update: data,
  });
};

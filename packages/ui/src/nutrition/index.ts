// @wellness/ui/nutrition: nutrition plans (the editor, a plan as the client reads it, her shopping
// list, a client's nutrition on a staff page), a subpath of the design system.
export { PlanDocumentView } from './PlanDocumentView';
export type { PlanDocumentViewProps } from './PlanDocumentView';
export { ShoppingList } from './ShoppingList';
export type { ShoppingListProps, SaveStatus } from './ShoppingList';
export { ClientNutritionPanel } from './ClientNutritionPanel';
export type { ClientNutritionPanelProps } from './ClientNutritionPanel';
export { formatQuantity, formatOunces, formatGrams } from './client-quantity';
export { dayTypesOf, targetsFor, defaultDays, initialShoppingState } from './client-plan';
export { allergyLabel, dietLabel, feedingCaution, nutritionProfileFacts } from './client-profile';
// The plan editor and starting a plan (staff).
export { PlanEditor } from './PlanEditor';
export type { PlanEditorProps } from './PlanEditor';
export { NewPlanDialog } from './NewPlanDialog';
export type { NewPlanDialogProps } from './NewPlanDialog';
export { FoodSearch } from './FoodSearch';
export { CustomFoodDialog } from './CustomFoodDialog';
export type { FoodSearchProps } from './FoodSearch';
export { PlanDiffView } from './PlanDiffView';
export { VersionHistory } from './VersionHistory';
export { DayTotals } from './Totals';
export { NUTRITION_API, createNutritionApi, useNutritionApi } from './api';
export type { NutritionApi } from './api';

import { dietConflicts, ownWords } from './diet-guard';
import type { DietProfile } from './diet-guard';

// Real SR28 names and groups (/work/shared/data/foods/foods.csv).
const food = (name: string, group: string) => ({ name, group });
const NUTS = 'Nut and seed products';
const DAIRY = 'Dairy and egg products';
const LEGUMES = 'Legumes and legume products';
const BAKED = 'Baked products';
const VEG = 'Vegetables and vegetable products';
const GRAINS = 'Cereal grains and pasta';

const almonds = food('Nuts, almonds', NUTS);
const chicken = food(
  'Chicken, broilers or fryers, breast, meat only, cooked, roasted',
  'Poultry products',
);
const salmon = food(
  'Fish, salmon, Atlantic, farmed, cooked, dry heat',
  'Finfish and shellfish products',
);
const milk = food('Milk, whole, 3.25% milkfat, with added vitamin D', DAIRY);
const egg = food('Egg, whole, cooked, hard-boiled', DAIRY);
const bread = food('Bread, whole-wheat, commercially prepared', BAKED);
const oats = food('Cereals, oats, regular and quick, not fortified, dry', 'Breakfast cereals');
const lentils = food('Lentils, mature seeds, cooked, boiled, without salt', LEGUMES);

const profile = (diet: string[], allergies: string[] = [], more: Partial<DietProfile> = {}) => ({
  diet,
  allergies,
  ...more,
});
const flags = (f: { name: string; group: string }, p: DietProfile) =>
  dietConflicts(f, p).length > 0;

describe('diet conflicts', () => {
  it('finds nothing without allergies or a diet', () => {
    expect(dietConflicts(almonds, profile([]))).toEqual([]);
    expect(
      dietConflicts(chicken, profile([], [], { dietOther: '', allergiesOther: null })),
    ).toEqual([]);
  });

  it('nut allergy: the nut group and nut words anywhere, but not seeds, nutmeg or butternut squash', () => {
    const nut = profile([], ['nut']);
    expect(dietConflicts(almonds, nut)).toEqual(['Nut allergy']);
    for (const flagged of [
      food('Nuts, hazelnuts or filberts', NUTS),
      food('Nuts, brazilnuts, dried, unblanched', NUTS),
      food('Peanut butter, smooth style, with salt', LEGUMES),
      food('Peanuts, all types, raw', LEGUMES),
      food('Oil, walnut', 'Fats and oils'),
      food('Beverages, almond milk, unsweetened, shelf stable', 'Beverages'),
      food('Candies, milk chocolate, with almonds', 'Sweets'),
      food('Ice cream bar, covered with chocolate and nuts', DAIRY),
      food('Cereals ready-to-eat, GENERAL MILLS, CHEERIOS, Banana Nut', 'Breakfast cereals'),
      food('Cereals, QUAKER, oatmeal, REAL MEDLEYS, cherry pistachio, dry', 'Breakfast cereals'),
      food('Nuts, macadamia nuts, raw', NUTS),
    ]) {
      expect([flagged.name, flags(flagged, nut)]).toEqual([flagged.name, true]);
    }
    for (const clear of [
      food('Seeds, sunflower seed kernels, dried', NUTS),
      food('Seeds, pumpkin and squash seed kernels, dried', NUTS),
      food('Spices, nutmeg, ground', 'Spices and herbs'),
      food('Squash, winter, butternut, raw', VEG),
      food('Waterchestnuts, chinese, (matai), raw', VEG),
      food('Doughnuts, cake-type, plain (includes unsugared, old-fashioned)', BAKED),
      oats,
    ]) {
      expect([clear.name, flags(clear, nut)]).toEqual([clear.name, false]);
    }
  });

  it('vegetarian: meat and fish groups, meat and fish words, gelatin and lard', () => {
    const veg = profile(['vegetarian']);
    expect(dietConflicts(chicken, veg)).toEqual(['Vegetarian']);
    for (const flagged of [
      salmon,
      food('Beef, ground, 85% lean meat / 15% fat, patty, cooked, broiled', 'Beef products'),
      food('Soup, chicken noodle, canned, condensed', 'Soups, sauces and gravies'),
      food('Beans, baked, canned, with pork', LEGUMES),
      food('Gelatin desserts, dry mix', 'Sweets'),
      food('Lard', 'Fats and oils'),
      food('Fish oil, cod liver', 'Fats and oils'),
    ]) {
      expect([flagged.name, flags(flagged, veg)]).toEqual([flagged.name, true]);
    }
    for (const clear of [
      milk,
      egg,
      food('Egg, duck, whole, fresh, raw', DAIRY),
      lentils,
      food('Chicken, meatless', LEGUMES),
      food('MORNINGSTAR FARMS Breakfast Sausage Links, frozen, unprepared', LEGUMES),
      food('Nuts, coconut meat, raw', NUTS),
      food('Mushrooms, oyster, raw', VEG),
      food('Rolls, hamburger or hot dog, whole wheat', BAKED),
      food('Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', LEGUMES),
      food('Cheese, goat, hard type', DAIRY),
    ]) {
      expect([clear.name, flags(clear, veg)]).toEqual([clear.name, false]);
    }
  });

  it('pescatarian: meat but not fish', () => {
    const pesc = profile(['pescatarian']);
    expect(dietConflicts(chicken, pesc)).toEqual(['Pescatarian']);
    expect(
      flags(
        food('Pork, fresh, loin, whole, separable lean only, cooked, roasted', 'Pork products'),
        pesc,
      ),
    ).toBe(true);
    expect(flags(food('Gelatins, dry powder, unsweetened', 'Sweets'), pesc)).toBe(true);
    expect(flags(salmon, pesc)).toBe(false);
    expect(
      flags(
        food(
          'Crustaceans, shrimp, cooked (not previously frozen)',
          'Finfish and shellfish products',
        ),
        pesc,
      ),
    ).toBe(false);
    expect(flags(milk, pesc)).toBe(false);
  });

  it('vegan: vegetarian’s, plus dairy, eggs and honey, but not plant milks and butters', () => {
    const vegan = profile(['vegan']);
    for (const flagged of [
      chicken,
      milk,
      egg,
      food('Honey', 'Sweets'),
      food('Bread, egg', BAKED),
      food('Salad dressing, mayonnaise, regular', 'Fats and oils'),
      food('Potatoes, mashed, home-prepared, whole milk and butter added', VEG),
      food('Beverages, Whey protein powder isolate', 'Beverages'),
      food(
        'MORNINGSTAR FARMS Breakfast Sandwich Veggie Sausage Egg & Cheese English Muffin, frozen, unprepared',
        LEGUMES,
      ),
    ]) {
      expect([flagged.name, dietConflicts(flagged, vegan)]).toEqual([flagged.name, ['Vegan']]);
    }
    for (const clear of [
      lentils,
      food('Peanut butter, smooth style, with salt', LEGUMES),
      food('Nuts, coconut milk, canned (liquid expressed from grated meat and water)', NUTS),
      food('Soymilk, original and vanilla, unfortified', LEGUMES),
      food('Beverages, almond milk, unsweetened, shelf stable', 'Beverages'),
      food('Beverages, rice milk, unsweetened', 'Beverages'),
      food('Eggplant, raw', VEG),
      food('Oil, cocoa butter', 'Fats and oils'),
      food('Squash, winter, butternut, raw', VEG),
      food('SILK Plain soy yogurt', LEGUMES),
      food('Melons, honeydew, raw', 'Fruits and fruit juices'),
    ]) {
      expect([clear.name, flags(clear, vegan)]).toEqual([clear.name, false]);
    }
  });

  it('gluten-free: wheat, barley, rye and what is made of them, but not oats or gluten-free products', () => {
    const gf = profile(['gluten-free']);
    expect(dietConflicts(bread, gf)).toEqual(['Gluten-free']);
    for (const flagged of [
      food('Wheat flour, white, all-purpose, enriched, bleached', GRAINS),
      food('Barley, pearled, cooked', GRAINS),
      food('Rye flour, dark', GRAINS),
      food('Couscous, cooked', GRAINS),
      food('Bulgur, cooked', GRAINS),
      food('Pasta, dry, enriched', GRAINS),
      food('Spaghetti, spinach, cooked', GRAINS),
      food('Noodles, egg, dry, enriched', GRAINS),
      food('Crackers, matzo, plain', BAKED),
      food('Cookies, oatmeal, commercially prepared, regular', BAKED),
      food('Muffins, blueberry, commercially prepared (Includes mini-muffins)', BAKED),
      food(
        'Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)',
        BAKED,
      ),
      food('Cereals ready-to-eat, POST, Honey Nut Shredded Wheat', 'Breakfast cereals'),
      food('Soy sauce made from soy and wheat (shoyu)', LEGUMES),
      food('Snacks, rice cakes, brown rice, rye', 'Snacks'),
      food('Alcoholic beverage, beer, regular, all', 'Beverages'),
    ]) {
      expect([flagged.name, flags(flagged, gf)]).toEqual([flagged.name, true]);
    }
    for (const clear of [
      oats,
      food('Oat flour, partially debranned', GRAINS),
      food('Rice flour, white, unenriched', GRAINS),
      food('Corn flour, whole-grain, yellow', GRAINS),
      food('Potato flour', VEG),
      food('Buckwheat flour, whole-groat', GRAINS),
      food('Rice noodles, cooked', GRAINS),
      food('Noodles, chinese, cellophane or long rice (mung beans), dehydrated', LEGUMES),
      food('Snacks, rice cakes, brown rice, plain, unsalted', 'Snacks'),
      food('Pasta, gluten-free, corn and rice flour, cooked', GRAINS),
      food('Bread, gluten-free, white, made with rice flour, corn starch, and/or tapioca', BAKED),
      food('Squash, winter, spaghetti, raw', VEG),
      food('Spices, pumpkin pie spice', 'Spices and herbs'),
      food('Rice, brown, long-grain, cooked', GRAINS),
      food('Beverages, carbonated, root beer', 'Beverages'),
    ]) {
      expect([clear.name, flags(clear, gf)]).toEqual([clear.name, false]);
    }
  });

  it('dairy-free: the dairy group but its eggs, and dairy words anywhere but plant milks', () => {
    const df = profile(['dairy-free']);
    expect(dietConflicts(milk, df)).toEqual(['Dairy-free']);
    for (const flagged of [
      food('Cheese, cheddar', DAIRY),
      food('Yogurt, Greek, plain, nonfat', DAIRY),
      food('Butter, salted', DAIRY),
      food('Eggnog', DAIRY),
      food('Butter, light, stick, with salt', 'Fats and oils'),
      food('Snacks, potato chips, sour-cream-and-onion-flavor', 'Snacks'),
      food('Beverages, Whey protein powder isolate', 'Beverages'),
      food('Candies, milk chocolate', 'Sweets'),
      food('Cream substitute, liquid, with lauric acid oil and sodium caseinate', DAIRY),
    ]) {
      expect([flagged.name, flags(flagged, df)]).toEqual([flagged.name, true]);
    }
    for (const clear of [
      egg,
      food('Egg, white, raw, fresh', DAIRY),
      food('Peanut butter, smooth style, with salt', LEGUMES),
      food('Soymilk, original and vanilla, unfortified', LEGUMES),
      food('Nuts, coconut milk, raw (liquid expressed from grated meat and water)', NUTS),
      food('Beverages, almond milk, unsweetened, shelf stable', 'Beverages'),
      food('Oil, cocoa butter', 'Fats and oils'),
      food('Potatoes, mashed, dehydrated, flakes without milk, dry form', VEG),
      food('Corn, sweet, yellow, canned, cream style, regular pack', VEG),
      food('Leavening agents, cream of tartar', BAKED),
      chicken,
    ]) {
      expect([clear.name, flags(clear, df)]).toEqual([clear.name, false]);
    }
  });

  it('gives every reason, allergies first, then diets', () => {
    const p = profile(['vegan', 'gluten-free', 'dairy-free'], ['nut']);
    expect(
      dietConflicts(food('Cookies, butter, commercially prepared, enriched', BAKED), p),
    ).toEqual(['Vegan', 'Gluten-free', 'Dairy-free']);
    expect(dietConflicts(food('Candies, milk chocolate, with almonds', 'Sweets'), p)).toEqual([
      'Nut allergy',
      'Vegan',
      'Dairy-free',
    ]);
    expect(dietConflicts(food('Nuts, almonds', NUTS), profile(['unknown', 'other']))).toEqual([]);
  });

  it('reads her own words: split on commas, "and" and new lines, whole words, either number', () => {
    expect(ownWords('Sesame, shellfish and kiwi\nI am allergic to strawberries')).toEqual([
      'sesame',
      'shellfish',
      'kiwi',
      'strawberries',
    ]);
    expect(ownWords('  ')).toEqual([]);
    expect(ownWords(null)).toEqual([]);

    const p = profile([], ['other'], {
      allergiesOther: 'Sesame, kiwis and strawberries',
      dietOther: 'no mushrooms',
    });
    expect(dietConflicts(food('Seeds, sesame seeds, whole, dried', NUTS), p)).toEqual([
      'Her allergy: "sesame"',
    ]);
    expect(dietConflicts(food('Kiwifruit, green, raw', 'Fruits and fruit juices'), p)).toEqual([]);
    expect(dietConflicts(food('Strawberries, raw', 'Fruits and fruit juices'), p)).toEqual([
      'Her allergy: "strawberries"',
    ]);
    expect(dietConflicts(food('Yogurt, Greek, nonfat, strawberry, CHOBANI', DAIRY), p)).toEqual([
      'Her allergy: "strawberries"',
    ]);
    expect(dietConflicts(food('Mushrooms, white, raw', VEG), p)).toEqual(['Her diet: "mushrooms"']);
    expect(dietConflicts(food('Mushrooms, shiitake, dried', VEG), p)).toEqual([
      'Her diet: "mushrooms"',
    ]);
    // Whole words only: "kiwis" finds "kiwi" but not "kiwifruit".
    expect(dietConflicts(food('Candies, sesame crunch', 'Sweets'), p)).toEqual([
      'Her allergy: "sesame"',
    ]);
    expect(dietConflicts(food('Spices, sage, ground', 'Spices and herbs'), p)).toEqual([]);
  });
});

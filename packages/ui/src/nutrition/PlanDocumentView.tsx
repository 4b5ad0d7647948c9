import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { FOOD_ATTRIBUTION, GUIDANCE_SECTIONS, optionTotals } from '@wellness/contracts';
import type { DayType, GuidanceSection, PlanDocument, WeightUnit } from '@wellness/contracts';
import { Tabs } from '../Tabs';
import { cx } from '../cx';
import { dayTypeLabel, dayTypesOf, targetRows, targetsFor } from './client-plan';
import { formatQuantity } from './client-quantity';
import './client-plan.css';

export interface PlanDocumentViewProps {
  document: PlanDocument;
  /** Her weight unit: a client who uses stones sees ounces beside grams. */
  weightUnit: WeightUnit;
  /** Heading level of the view's sections (targets, each meal, guidance); default 2. */
  level?: 2 | 3;
  /** The targets' heading (default "Daily targets"; her page says "Today's targets"). */
  targetsTitle?: string;
  /** The day type shown first (default: the plan's default day). */
  initialDayType?: DayType;
  /** Told when she switches day type (e.g. to remember it for today). */
  onDayTypeChange?: (dayType: DayType) => void;
}

type Meal = PlanDocument['meals'][number];
type Option = Meal['options'][number];

const kcal = (n: number) => `${Math.round(n).toLocaleString('en-GB')} kcal`;
const grams = (n: number) => `${Math.round(n)} g`;

function Heading({ level, id, children }: { level: 2 | 3 | 4; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
  return (
    <Tag id={id} className="ui-nplan__heading">
      {children}
    </Tag>
  );
}

function Targets({
  document,
  level,
  title,
  initial,
  onChange,
}: {
  document: PlanDocument;
  level: 2 | 3;
  title: string;
  initial: DayType;
  onChange?: (dayType: DayType) => void;
}) {
  const types = dayTypesOf(document);
  const [dayType, setDayType] = useState<DayType>(types.includes(initial) ? initial : 'default');
  const id = useId();
  const rows = targetRows(targetsFor(document, dayType));
  return (
    <section className="ui-nplan__targets" aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {title}
      </Heading>
      {types.length > 1 && (
        <fieldset className="ui-nplan__daytypes">
          <legend className="ui-visually-hidden">Which day is it?</legend>
          {types.map((type) => (
            <label
              key={type}
              className={cx('ui-nplan__daytype', type === dayType && 'ui-nplan__daytype--on')}
            >
              <input
                type="radio"
                name={`${id}-daytype`}
                value={type}
                checked={type === dayType}
                onChange={() => {
                  setDayType(type);
                  onChange?.(type);
                }}
              />
              {dayTypeLabel(type)}
            </label>
          ))}
        </fieldset>
      )}
      <dl className="ui-nplan__target-list" aria-label={`Targets: ${dayTypeLabel(dayType)}`}>
        {rows.map((row) => (
          <div key={row.key} className="ui-nplan__target">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OptionBody({ option, weightUnit }: { option: Option; weightUnit: WeightUnit }) {
  const total = option.items.length > 0 ? optionTotals(option) : null;
  return (
    <div className="ui-nplan__option">
      {option.items.length > 0 && (
        <ul className="ui-nplan__foods">
          {option.items.map((item, i) => (
            <li key={`${item.foodId}-${i}`} className="ui-nplan__food">
              <span className="ui-nplan__food-name">
                {item.food.name}
                {item.food.custom && <span className="ui-nplan__custom"> (custom food)</span>}
              </span>{' '}
              <span className="ui-nplan__qty">{formatQuantity(item, weightUnit)}</span>
            </li>
          ))}
        </ul>
      )}
      {option.guidance && <p className="ui-nplan__text">{option.guidance}</p>}
      {total && (
        <p className="ui-nplan__totals">
          About {kcal(total.energyKcal)} · {grams(total.proteinG)} protein ·{' '}
          {grams(total.carbohydrateG)} carbohydrate · {grams(total.fatG)} fat
        </p>
      )}
    </div>
  );
}

function MealView({
  meal,
  level,
  weightUnit,
}: {
  meal: Meal;
  level: 3 | 4;
  weightUnit: WeightUnit;
}) {
  const [option, setOption] = useState('0');
  const id = useId();
  return (
    <section className="ui-nplan__meal" aria-labelledby={id}>
      <Heading level={level} id={id}>
        {meal.name}
      </Heading>
      {meal.options.length === 1 ? (
        <OptionBody option={meal.options[0]} weightUnit={weightUnit} />
      ) : (
        <>
          <p className="ui-nplan__hint">Choose one of {meal.options.length} options.</p>
          <Tabs
            label={`${meal.name} options`}
            value={option}
            onChange={setOption}
            items={meal.options.map((o, i) => ({
              id: String(i),
              label: `Option ${i + 1}`,
              content: <OptionBody option={o} weightUnit={weightUnit} />,
            }))}
          />
        </>
      )}
    </section>
  );
}

/**
 * A plan as she reads it, phone first: the day's targets (with a switch between day types when the
 * plan has variants), each meal with its options as tabs, every food with its quantity in her
 * units, the guidance sections, and the food data's attribution. Read-only.
 */
export function PlanDocumentView({
  document,
  weightUnit,
  level = 2,
  targetsTitle = 'Daily targets',
  initialDayType = 'default',
  onDayTypeChange,
}: PlanDocumentViewProps) {
  const inner = (level + 1) as 3 | 4;
  const mealsId = useId();
  const guidanceId = useId();
  const guidance = (Object.keys(GUIDANCE_SECTIONS) as GuidanceSection[]).filter((key) =>
    document.guidance?.[key]?.trim(),
  );
  const hasFoods = document.meals.some((m) => m.options.some((o) => o.items.length > 0));
  return (
    <div className="ui-nplan">
      <Targets
        document={document}
        level={level}
        title={targetsTitle}
        initial={initialDayType}
        onChange={onDayTypeChange}
      />
      <section className="ui-nplan__meals" aria-labelledby={mealsId}>
        <Heading level={level} id={mealsId}>
          Meals
        </Heading>
        {document.meals.length === 0 ? (
          <p className="ui-nplan__hint">This plan has no meals yet.</p>
        ) : (
          document.meals.map((meal, i) => (
            <MealView key={`${meal.name}-${i}`} meal={meal} level={inner} weightUnit={weightUnit} />
          ))
        )}
      </section>
      {guidance.length > 0 && (
        <section className="ui-nplan__guidance" aria-labelledby={guidanceId}>
          <Heading level={level} id={guidanceId}>
            Guidance
          </Heading>
          {guidance.map((key) => (
            <div key={key} className="ui-nplan__guidance-item">
              <Heading level={inner}>{GUIDANCE_SECTIONS[key]}</Heading>
              <p className="ui-nplan__text">{document.guidance?.[key]}</p>
            </div>
          ))}
        </section>
      )}
      {hasFoods && <p className="ui-nplan__attribution">{FOOD_ATTRIBUTION.short}</p>}
    </div>
  );
}

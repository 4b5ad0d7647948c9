import './photos.css';
import { useId, useRef, useState } from 'react';
import type { ReactNode, UIEvent } from 'react';
import { PHOTO_POSES, PHOTO_POSE_KEYS } from '@wellness/contracts';
import type { Photo, PhotoPose } from '@wellness/contracts';
import { SelectField } from '../Select';
import { comparablePose, daysWithPose, photoDayLabel, photoLabel } from './photo-days';
import type { PhotoDay } from './photo-days';

export interface PhotoCompareProps {
  days: readonly PhotoDay[];
  figuresOf?: (day: string) => string | undefined;
  /** What can be done with the pair shown (her consent; the coach's download). */
  pairActions?: (before: Photo, after: Photo) => ReactNode;
}

type Mode = 'side' | 'slider';

function Caption({ label, day, figures }: { label: string; day: string; figures?: string }) {
  return (
    <figcaption className="ui-compare__caption">
      <strong>{label}</strong> {photoDayLabel(day)}
      {figures && <span className="ui-compare__figures">{figures}</span>}
    </figcaption>
  );
}

/**
 * Two dates of one pose (her first and her latest to begin with), side by side or as a slider over
 * each other, with one zoom for both: scrolling either image moves the other in step.
 */
export function PhotoCompare({ days, figuresOf, pairActions }: PhotoCompareProps) {
  const base = useId();
  const [pose, setPose] = useState<PhotoPose | null>(() => comparablePose(days));
  const choices = pose ? daysWithPose(days, pose) : [];
  const [before, setBefore] = useState<string | null>(choices[0] ?? null);
  const [after, setAfter] = useState<string | null>(choices[choices.length - 1] ?? null);
  const [mode, setMode] = useState<Mode>('side');
  const [zoom, setZoom] = useState(1);
  const [split, setSplit] = useState(50);
  const views = useRef<(HTMLDivElement | null)[]>([]);
  const syncing = useRef(false);

  if (!pose || choices.length < 2)
    return (
      <p className="ui-compare__empty">
        Compare opens once there are photos of the same pose from two different days.
      </p>
    );
  const photoOf = (day: string | null): Photo | undefined =>
    day ? days.find((d) => d.day === day)?.poses[pose] : undefined;
  const first = photoOf(before);
  const second = photoOf(after);

  const choosePose = (next: PhotoPose) => {
    const available = daysWithPose(days, next);
    setPose(next);
    setBefore(available[0] ?? null);
    setAfter(available[available.length - 1] ?? null);
  };
  // One image scrolled (zoomed in): the other follows, to the same place.
  const follow = (from: number) => (event: UIEvent<HTMLDivElement>) => {
    if (syncing.current) return;
    syncing.current = true;
    const { scrollLeft, scrollTop } = event.currentTarget;
    views.current.forEach((view, i) => {
      if (view && i !== from) view.scrollTo({ left: scrollLeft, top: scrollTop });
    });
    requestAnimationFrame(() => (syncing.current = false));
  };
  const sized = { width: `${zoom * 100}%` };

  return (
    <div className="ui-compare">
      <div className="ui-compare__controls">
        <fieldset className="ui-compare__choice">
          <legend>Pose</legend>
          {PHOTO_POSE_KEYS.map((key) => (
            <label key={key}>
              <input
                type="radio"
                name={`${base}-pose`}
                checked={pose === key}
                disabled={daysWithPose(days, key).length < 2}
                onChange={() => choosePose(key)}
              />
              {PHOTO_POSES[key]}
            </label>
          ))}
        </fieldset>
        {(
          [
            ['Before', before, setBefore],
            ['After', after, setAfter],
          ] as const
        ).map(([label, value, set]) => (
          <SelectField
            key={label}
            label={label}
            value={value ?? ''}
            onChange={(e) => set(e.target.value)}
            options={choices.map((day) => ({ value: day, label: photoDayLabel(day) }))}
          />
        ))}
        <fieldset className="ui-compare__choice">
          <legend>View</legend>
          {(
            [
              ['side', 'Side by side'],
              ['slider', 'Slider'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${base}-mode`}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <label className="ui-compare__zoom">
          Zoom
          <input
            type="range"
            min={1}
            max={3}
            step={0.25}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            aria-valuetext={`${Math.round(zoom * 100)}%`}
          />
          <output>{Math.round(zoom * 100)}%</output>
        </label>
      </div>

      {first && second && mode === 'side' && (
        <div className="ui-compare__pair">
          {[first, second].map((photo, i) => (
            <figure key={photo.id} className="ui-compare__figure">
              <div
                className="ui-compare__view"
                ref={(node) => {
                  views.current[i] = node;
                }}
                onScroll={follow(i)}
                tabIndex={0}
                aria-label={`${photoLabel(photo)}: scroll to move around when zoomed`}
              >
                <img src={photo.variants.display} alt={photoLabel(photo)} style={sized} />
              </div>
              <Caption
                label={i === 0 ? 'Before' : 'After'}
                day={photo.takenOn}
                figures={figuresOf?.(photo.takenOn)}
              />
            </figure>
          ))}
        </div>
      )}

      {first && second && mode === 'slider' && (
        <figure className="ui-compare__figure">
          <div
            className="ui-compare__view"
            tabIndex={0}
            aria-label="Both photos, one over the other"
          >
            <div
              className="ui-compare__stack"
              style={{ ...sized, ['--split' as string]: `${split}%` }}
            >
              <img src={first.variants.display} alt={photoLabel(first)} />
              <img
                className="ui-compare__over"
                src={second.variants.display}
                alt={photoLabel(second)}
                style={{ clipPath: `inset(0 0 0 ${split}%)` }}
              />
            </div>
          </div>
          <label className="ui-compare__split">
            <span>Before</span>
            <input
              type="range"
              min={0}
              max={100}
              value={split}
              onChange={(e) => setSplit(Number(e.target.value))}
              aria-label="Slide between before and after"
            />
            <span>After</span>
          </label>
          <div className="ui-compare__captions">
            <Caption label="Before" day={first.takenOn} figures={figuresOf?.(first.takenOn)} />
            <Caption label="After" day={second.takenOn} figures={figuresOf?.(second.takenOn)} />
          </div>
        </figure>
      )}
      {first && second && pairActions && (
        <div className="ui-compare__actions">{pairActions(first, second)}</div>
      )}
    </div>
  );
}

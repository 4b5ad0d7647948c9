import { useId, useState } from 'react';
import { PHOTO_CONSENT_MESSAGES, consentForPair } from '@wellness/contracts';
import type { Photo } from '@wellness/contracts';
import { usePhotoConsents, useSetPhotoConsent } from '../../api';
import { errorText } from '../../lib/errors';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Her yes or no to the coach using this very before/after pair in marketing. */
export function PairConsent({ before, after }: { before: Photo; after: Photo }) {
  const id = useId();
  // Asked for here, when compare shows a pair, not before the gallery's first screen.
  const consents = usePhotoConsents().data?.items ?? [];
  const setConsent = useSetPhotoConsent();
  // What she just chose, shown while it is saved.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const consent = consentForPair(consents, before.id, after.id);
  const agreed = !!consent && !consent.withdrawnAt;
  return (
    <div className="mc-pair-consent">
      <div className="mc-choice">
        <input
          id={id}
          type="checkbox"
          checked={choosing ?? agreed}
          disabled={choosing !== null}
          onChange={async (event) => {
            const wanted = event.target.checked;
            setChoosing(wanted);
            setProblem(null);
            try {
              await setConsent({ beforePhotoId: before.id, afterPhotoId: after.id }, wanted);
            } catch (error) {
              setProblem(errorText(error));
            } finally {
              setChoosing(null);
            }
          }}
        />
        <label htmlFor={id}>{PHOTO_CONSENT_MESSAGES.text}</label>
      </div>
      <p className="mc-muted" role="status">
        {agreed
          ? `You agreed on ${dateOf(consent.givenAt)}.`
          : consent?.withdrawnAt
            ? `You withdrew this on ${dateOf(consent.withdrawnAt)}.`
            : 'Not agreed: your coach cannot use these photos.'}
      </p>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}

import { Button } from '@wellness/ui';

/** The file on its way to the server: how much is sent, and a way to stop. */
export function UploadProgress({
  fraction,
  fileName,
  onCancel,
}: {
  fraction: number;
  fileName: string;
  onCancel: () => void;
}) {
  const percent = Math.round(fraction * 100);
  // All sent: the server is now reading the file to make the preview.
  const reading = percent >= 100;
  return (
    <div className="imports-upload">
      <progress
        className="imports-bar"
        max={100}
        value={percent}
        aria-label={`Uploading ${fileName}`}
      />
      <p className="imports-upload__text">
        {reading ? 'Uploaded. Reading the file…' : `Uploading… ${percent}%`}
      </p>
      {!reading && (
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel upload
        </Button>
      )}
    </div>
  );
}

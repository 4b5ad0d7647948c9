import { PHOTO_POSE_KEYS } from '@wellness/contracts';
import type { PhotoPose } from '@wellness/contracts';
import { processPhoto } from '@wellness/kit/src/images';
import type { FileStore } from '@wellness/kit/src/files';
import sharp from 'sharp';
import type { Db } from '../db';
import { storeVariants } from './handlers';

/** A week of the demo client's, photographed: its check-in and her waist that week. */
export interface DemoPhotoWeek {
  checkinId: string;
  dueDate: string;
  waistCm: number;
}

const POSE_WIDTH: Record<PhotoPose, number> = { front: 1, side: 0.62, back: 0.97 };

/**
 * A generated figure (no real person): a soft silhouette whose waist follows hers, drawn as SVG
 * and rendered by sharp, so the gallery and the compare view show change on first start.
 */
function figure(pose: PhotoPose, waistCm: number): Buffer {
  const w = POSE_WIDTH[pose];
  const waist = (waistCm - 40) * 2.4 * w;
  const shoulders = 170 * w;
  const hips = 190 * w;
  const cx = 300;
  const body = [
    `M ${cx - shoulders} 260`,
    `C ${cx - shoulders} 330, ${cx - waist} 420, ${cx - waist} 470`,
    `C ${cx - waist} 520, ${cx - hips} 560, ${cx - hips} 620`,
    `L ${cx - hips * 0.8} 860 L ${cx + hips * 0.8} 860 L ${cx + hips} 620`,
    `C ${cx + hips} 560, ${cx + waist} 520, ${cx + waist} 470`,
    `C ${cx + waist} 420, ${cx + shoulders} 330, ${cx + shoulders} 260 Z`,
  ].join(' ');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">
      <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#f3ece6"/><stop offset="1" stop-color="#dcd0c6"/>
      </linearGradient></defs>
      <rect width="600" height="900" fill="url(#wall)"/>
      <ellipse cx="${cx}" cy="170" rx="${62 * Math.max(w, 0.8)}" ry="78" fill="#8a6f63"/>
      <path d="${body}" fill="#9c7d70"/>
      <text x="24" y="870" font-family="sans-serif" font-size="22" fill="#6b5a52">Demo ${pose}</text>
    </svg>`,
  );
}

/**
 * Her photographed weeks, front, side and back, stored like uploads (fixed ids: a second run adds
 * nothing). Returns how many photos it added.
 */
export async function seedDemoPhotos(
  db: Db,
  files: FileStore,
  clientId: string,
  weeks: DemoPhotoWeek[],
  idOf: (n: number) => string,
): Promise<number> {
  let added = 0;
  for (const [index, week] of weeks.entries()) {
    for (const [p, pose] of PHOTO_POSE_KEYS.entries()) {
      const id = idOf(index * 3 + p);
      if (await db.photo.findUnique({ where: { id } })) continue;
      const jpeg = await sharp(figure(pose, week.waistCm)).jpeg({ quality: 85 }).toBuffer();
      const variants = await processPhoto(jpeg);
      await storeVariants({ files }, { id, clientId }, variants);
      const full = variants.find((v) => v.name === 'full')!;
      await db.photo.create({
        data: {
          id,
          clientId,
          checkinId: week.checkinId,
          pose,
          takenOn: new Date(`${week.dueDate}T00:00:00Z`),
          width: full.width,
          height: full.height,
        },
      });
      added++;
    }
  }
  return added;
}

import JSZip from 'jszip';
import { createStorage } from '../../src/adapters/storage';
import { uploadsDir } from '../../src/config';
import { renderCatalogImages } from '../../src/db/seed/catalog/images';
import { demoImageSpecs } from '../../src/db/seed/demo-catalog';
import { CatalogService } from '../../src/modules/catalog/catalog-service';
import { favouriteFlags } from '../../src/modules/favourites/flags';
import { MessageService } from '../../src/modules/messages/service';
import { createTasks, type TaskFinished } from '../../src/modules/tasks';
import type { TestApp } from './app';
import { commerceOf } from './commerce-services';

/** The download/publish services over a test app's database and files, to run the export worker by hand. */
export function tasksOf(t: TestApp, onTaskFinished?: TaskFinished) {
  return createTasks({
    db: t.database.db,
    config: t.config,
    storage: createStorage(t.config),
    catalog: new CatalogService(t.database.db, favouriteFlags),
    orders: commerceOf(t).services.orders,
    notify: new MessageService(t.database.db).notify,
    onTaskFinished,
  }).services;
}

/** Draws the demo pictures of these addresses into the test app's uploads (tests skip the full drawing). */
export async function drawPictures(t: TestApp, urls: string[]): Promise<void> {
  const wanted = new Set(urls);
  await renderCatalogImages(
    uploadsDir(t.config),
    demoImageSpecs().filter((s) => wanted.has(s.url)),
    [],
  );
}

/** A zip's file names and a reader for one entry. */
export async function openZip(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name)
    .sort();
  const text = async (name: string) => {
    const file = zip.file(name);
    if (!file) throw new Error(`no ${name} in the zip: ${names.join(', ')}`);
    return file.async('string');
  };
  const buffer = async (name: string) => {
    const file = zip.file(name);
    if (!file) throw new Error(`no ${name} in the zip`);
    return file.async('nodebuffer');
  };
  return { names, text, buffer };
}

import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { FileNotFound, type FileStorage } from '../../../adapters/storage';
import type { PackageProduct } from '../../catalog/package-products';
import type { AbsoluteUrl } from './csv';
import { writeProductPackage } from './product-zip';

const UPLOADS = '/uploads/';

/**
 * Builds download packages from the catalogue's stored pictures. `zip` answers a stream that fills as it
 * is read: the HTTP answer and the export worker both pipe it out, so a package is never whole in memory.
 */
export class PackageBuilder {
  constructor(
    private readonly storage: FileStorage,
    private readonly siteUrl: string,
  ) {}

  readonly absolute: AbsoluteUrl = (url) => (url.startsWith('/') ? `${this.siteUrl}${url}` : url);

  private readonly openPicture = async (url: string): Promise<Readable | null> => {
    if (!url.startsWith(UPLOADS)) return null;
    try {
      return await this.storage.open(url.slice(UPLOADS.length), 'public');
    } catch (error) {
      if (error instanceof FileNotFound) return null;
      throw error;
    }
  };

  zip(products: PackageProduct[], onProduct?: (done: number, total: number) => Promise<void>): ZipArchive {
    const archive = new ZipArchive({ zlib: { level: 6 } });
    writeProductPackage(
      archive,
      products,
      { openPicture: this.openPicture, absolute: this.absolute },
      onProduct,
    ).catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
    return archive;
  }
}

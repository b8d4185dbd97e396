import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStore } from './file-store';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/**
 * The default store: files in a folder (DATA_DIR/files). Each object is written to a temporary
 * name and renamed, so a crash never leaves half an image under its key.
 */
export function folderStore(root: string): FileStore {
  const where = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    name: 'folder',
    async put(key, body) {
      const file = where(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        const body = await readFile(where(key));
        return { body, contentType: TYPES[path.extname(key)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(where(key), { force: true });
    },
  };
}

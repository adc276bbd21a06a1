// The Documents tab (issue 9) as a new person uses it in Chromium, against the real API and
// file vault: documents, uploads to them, download, Verify, search, categories, refusals, the
// essential list, a phone-sized screen and axe.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatFileSize } from '../contracts/src/files/uploadRules';
import { contentWidth } from './support/geometry';
import { signInAsNewPerson } from './support/session';
import { chooseOption } from './support/select';

const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'.repeat(40));
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(3000, 7),
]);

async function openDocumentsTab(page: Page) {
  await signInAsNewPerson(page);
  await page.goto('/app?tab=documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
}

async function addDocument(page: Page, title: string, category: string) {
  await page.getByRole('button', { name: 'Add Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Document' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await chooseOption(dialog.getByRole('combobox', { name: 'Category' }), category);
  await dialog.getByRole('button', { name: 'Save Document' }).click();
  await expect(page.getByText('Document saved')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
}

const picker = (page: Page) => page.getByLabel('Files to upload');

test('a new person uploads a PDF and a PNG to a document, downloads, verifies, searches and filters', async ({
  page,
}) => {
  await openDocumentsTab(page);
  await addDocument(page, 'My Will', 'Will');

  await page.getByRole('button', { name: 'Show Upload Area' }).click();
  await chooseOption(page.getByRole('combobox', { name: 'Attach to' }), 'My Will');
  await picker(page).setInputFiles([
    { name: 'will-signed.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
    { name: 'signature.png', mimeType: 'image/png', buffer: pngBytes },
  ]);
  const files = page.getByRole('list', { name: 'Files of My Will' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(files.getByRole('listitem').filter({ hasText: 'will-signed.pdf' })).toContainText(
    formatFileSize(pdfBytes.length),
  );
  await expect(files.getByRole('listitem').filter({ hasText: 'signature.png' })).toContainText(
    formatFileSize(pngBytes.length),
  );
  await expect(page.getByRole('list', { name: 'Uploads' })).toContainText('Uploaded');
  await expect(
    page.getByText(`${formatFileSize(pdfBytes.length + pngBytes.length)} of 500 MB used`),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await files.getByRole('link', { name: 'Download will-signed.pdf' }).click();
  const saved = await (await download).path();
  expect((await readFile(saved)).equals(pdfBytes)).toBe(true);

  await files.getByRole('button', { name: 'Verify signature.png' }).click();
  await expect(page.getByText('Document verified')).toBeVisible();
  await expect(files.getByRole('listitem').filter({ hasText: 'signature.png' })).toContainText(
    'Verified',
  );
  await expect(files.getByRole('button', { name: 'Verify signature.png' })).toBeDisabled();

  await addDocument(page, 'House deed', 'Property');
  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill('signature');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'My Will' })).toBeVisible();
  await search.fill('deed');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'House deed' })).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('article')).toHaveCount(2);

  const categories = page.getByRole('tablist', { name: 'Document categories' });
  await categories.getByRole('tab', { name: 'Property' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'House deed' })).toBeVisible();
  await categories.getByRole('tab', { name: 'Will' }).click();
  await expect(page.getByRole('article', { name: 'My Will' })).toBeVisible();
  await categories.getByRole('tab', { name: 'Funeral' }).click();
  await expect(page.getByText('No documents match.')).toBeVisible();
});

test('an .exe and an 11 MB file are refused with their messages, before anything is sent', async ({
  page,
}) => {
  await openDocumentsTab(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/files')) {
      uploads.push(request.url());
    }
  });
  await page.getByRole('button', { name: 'Show Upload Area' }).click();

  await picker(page).setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ\x90\x00'),
  });
  const toast = page.getByRole('alert').filter({ hasText: 'Some files were rejected' });
  await expect(toast).toContainText('Only PDF, JPG, PNG, DOCX, and XLSX files are allowed.');

  await picker(page).setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024)]),
  });
  await expect(toast).toContainText('big.pdf is larger than the 10 MB limit for each file.');
  const queue = page.getByRole('list', { name: 'Uploads' });
  await expect(queue).toContainText('setup.exe');
  await expect(queue).toContainText('big.pdf is larger than the 10 MB limit for each file.');
  expect(uploads).toEqual([]);
});

test("the essential list's Create opens the wizard route", async ({ page }) => {
  await openDocumentsTab(page);
  const essentials = page.getByRole('list', { name: 'Essential Documents Quick Access' });
  await expect(essentials.getByRole('button', { name: /^Create / })).toHaveCount(6);
  await essentials.getByRole('button', { name: 'Create Power of Attorney' }).click();
  await expect(page).toHaveURL(/\/power-of-attorney$/);
});

test('at 360 px the tab has no horizontal scroll and offers the floating add button; axe finds nothing', async ({
  page,
}) => {
  await openDocumentsTab(page);
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/documents', {
    data: { title: 'A document with a rather long title to wrap', category: 'identification' },
  });
  expect(created.status()).toBe(201);
  const upload = await page.request.post('/api/files', {
    headers: { Origin: origin },
    multipart: {
      documentId: ((await created.json()) as { id: string }).id,
      file: {
        name: 'a-scan-with-a-very-long-file-name-that-must-wrap-on-a-phone.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes,
      },
    },
  });
  expect(upload.status()).toBe(201);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Show Upload Area' }).click();
  await expect(page.getByText(/of 500 MB used/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  expect(await contentWidth(page)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Add document' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Document' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  const wide = await new AxeBuilder({ page }).analyze();
  expect(wide.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

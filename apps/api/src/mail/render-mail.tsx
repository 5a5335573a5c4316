/** @jsxRuntime automatic @jsxImportSource react */
import { render } from '@react-email/render';
import { footerLines, type MailBrand } from './mail-brand.ts';
import { contentText, type MailContent, type RenderedMail } from './mail-content.ts';
import { MailLayout } from './mail-layout.tsx';

/** Subject, HTML (React Email) and plain text of a mail's content in the shop's layout. */
export async function renderMail(content: MailContent, brand: MailBrand): Promise<RenderedMail> {
  const footer = footerLines(brand, content.locale);
  const html = await render(<MailLayout content={content} brand={brand} footer={footer} />);
  return { subject: content.subject, text: contentText(content.blocks, footer), html };
}

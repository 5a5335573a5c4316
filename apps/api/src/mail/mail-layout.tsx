/** @jsxRuntime automatic @jsxImportSource react */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import type { MailBrand } from './mail-brand.ts';
import type { MailBlock, MailContent } from './mail-content.ts';

/**
 * The shop's colours: the storefront's design tokens (apps/storefront/app/styles/tokens.css), written out
 * because mail clients know no CSS variables.
 */
export const MAIL_COLORS = {
  background: '#fffaf5',
  surface: '#ffffff',
  surfaceWarm: '#f7efe8',
  border: '#ead9cc',
  text: '#2a211d',
  muted: '#675a53',
  primary: '#b6462a',
  onPrimary: '#ffffff',
  footerBackground: '#23403e',
  footerText: '#f5efe9',
  footerMuted: '#c9d8d5',
} as const;

const FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const styles = {
  body: { margin: 0, padding: '24px 0', backgroundColor: MAIL_COLORS.background, fontFamily: FONT },
  container: {
    width: '100%',
    maxWidth: '600px',
    backgroundColor: MAIL_COLORS.surface,
    border: `1px solid ${MAIL_COLORS.border}`,
    borderRadius: '12px',
    overflow: 'hidden',
  },
  header: { padding: '20px 24px', borderBottom: `4px solid ${MAIL_COLORS.primary}` },
  shopName: { margin: 0, fontSize: '22px', fontWeight: 700, color: MAIL_COLORS.primary },
  content: { padding: '8px 24px 24px' },
  heading: { margin: '20px 0 8px', fontSize: '20px', lineHeight: '1.3', color: MAIL_COLORS.text },
  paragraph: { margin: '12px 0', fontSize: '16px', lineHeight: '1.5', color: MAIL_COLORS.text },
  note: { margin: '12px 0', fontSize: '14px', lineHeight: '1.5', color: MAIL_COLORS.muted },
  link: { color: MAIL_COLORS.primary, wordBreak: 'break-all' },
  button: {
    display: 'inline-block',
    margin: '8px 0',
    padding: '12px 24px',
    borderRadius: '999px',
    backgroundColor: MAIL_COLORS.primary,
    color: MAIL_COLORS.onPrimary,
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
  },
  blockTitle: { margin: '20px 0 4px', fontSize: '14px', fontWeight: 700, color: MAIL_COLORS.muted },
  rowLabel: { padding: '6px 8px 6px 0', fontSize: '15px', lineHeight: '1.4', color: MAIL_COLORS.text },
  rowValue: {
    padding: '6px 0',
    fontSize: '15px',
    lineHeight: '1.4',
    color: MAIL_COLORS.text,
    textAlign: 'right',
    whiteSpace: 'nowrap',
    verticalAlign: 'top',
  },
  rowTop: { borderTop: `1px solid ${MAIL_COLORS.border}` },
  panel: {
    margin: '16px 0',
    padding: '12px 16px',
    backgroundColor: MAIL_COLORS.surfaceWarm,
    borderLeft: `4px solid ${MAIL_COLORS.primary}`,
    borderRadius: '8px',
  },
  panelTitle: { margin: '0 0 4px', fontSize: '14px', fontWeight: 700, color: MAIL_COLORS.text },
  panelLine: { margin: 0, fontSize: '15px', lineHeight: '1.5', color: MAIL_COLORS.text },
  footer: { padding: '20px 24px', backgroundColor: MAIL_COLORS.footerBackground },
  footerLine: { margin: '2px 0', fontSize: '13px', lineHeight: '1.5', color: MAIL_COLORS.footerMuted },
  footerLink: { color: MAIL_COLORS.footerText },
} satisfies Record<string, CSSProperties>;

function Block({ block }: { block: MailBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <Heading as="h1" style={styles.heading}>
          {block.text}
        </Heading>
      );
    case 'paragraph':
      return <Text style={styles.paragraph}>{block.text}</Text>;
    case 'note':
      return <Text style={styles.note}>{block.text}</Text>;
    case 'button':
      return (
        <Section style={{ margin: '8px 0' }}>
          <Button href={block.url} style={styles.button}>
            {block.label}
          </Button>
        </Section>
      );
    case 'link':
      return (
        <Text style={styles.note}>
          <Link href={block.url} style={styles.link}>
            {block.url}
          </Link>
        </Text>
      );
    case 'rows':
      return (
        <Section>
          {block.title ? <Text style={styles.blockTitle}>{block.title}</Text> : null}
          {block.rows.map((row, index) => (
            <Row key={index} style={index > 0 && row.strong ? styles.rowTop : undefined}>
              <Column style={{ ...styles.rowLabel, fontWeight: row.strong ? 700 : 400 }}>{row.label}</Column>
              <Column style={{ ...styles.rowValue, fontWeight: row.strong ? 700 : 400 }}>{row.value}</Column>
            </Row>
          ))}
        </Section>
      );
    case 'list':
      return (
        <Section>
          {block.title ? <Text style={styles.blockTitle}>{block.title}</Text> : null}
          {block.items.map((item, index) => (
            <Text key={index} style={{ ...styles.paragraph, margin: '6px 0' }}>
              {'• '}
              {item.url ? (
                <Link href={item.url} style={styles.link}>
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
            </Text>
          ))}
        </Section>
      );
    case 'panel':
      return (
        <Section style={styles.panel}>
          <Text style={styles.panelTitle}>{block.title}</Text>
          {block.lines.map((line, index) => (
            <Text key={index} style={styles.panelLine}>
              {line}
            </Text>
          ))}
        </Section>
      );
  }
}

/**
 * The one layout of every mail (ADR 0034): the channel's logo on top, one column at most 600 px wide that
 * shrinks to the screen (it reads at 320 px), the blocks, and the seller's details in a footer in the
 * storefront's footer colours.
 */
export function MailLayout({
  content,
  brand,
  footer,
}: {
  content: MailContent;
  brand: MailBrand;
  footer: readonly string[];
}) {
  return (
    <Html lang={content.locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={brand.homeUrl}>
              {brand.logoUrl ? (
                <Img src={brand.logoUrl} alt={brand.shopName} width="150" height="50" />
              ) : (
                <Text style={styles.shopName}>{brand.shopName}</Text>
              )}
            </Link>
          </Section>
          <Section style={styles.content}>
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Section>
          <Section style={styles.footer}>
            {footer.map((line, index) =>
              index === footer.length - 1 ? (
                <Text key={index} style={styles.footerLine}>
                  <Link href={line} style={styles.footerLink}>
                    {line}
                  </Link>
                </Text>
              ) : (
                <Text key={index} style={styles.footerLine}>
                  {line}
                </Text>
              ),
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

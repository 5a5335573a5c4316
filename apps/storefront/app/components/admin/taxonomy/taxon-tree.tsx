import type { AdminTaxon } from '@shop/contracts';
import { useState, type DragEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { Badge } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { TaxonomyFormResult } from '~/data/admin-taxonomy-forms.ts';
import { localiseTaxonomyMessage } from './taxonomy-messages.ts';
import { dropMove, findTaxon, taxonName, type DropZone } from './taxon-tree-model.ts';
import styles from './taxonomy.module.css';

interface DragState {
  dragged: string | null;
  over: { code: string; zone: DropZone } | null;
}

/** Upper quarter: before; lower quarter: after; the middle: into the category. */
function zoneOf(event: DragEvent<HTMLElement>): DropZone {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / Math.max(1, box.height);
  if (y < 0.25) return 'before';
  if (y > 0.75) return 'after';
  return 'inside';
}

/**
 * The categories as nested lists: each links to its editor, shows its product count and, with children,
 * a button that folds them. Mouse users drag a category before, after or into another (keyboard users and
 * pages without script use the move buttons of the editor, which post the same PATCH).
 */
export function TaxonTree({ tree, current }: { tree: AdminTaxon[]; current: string | null }) {
  const t = useT();
  const fetcher = useFetcher();
  const path = useRoutePath();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [drag, setDrag] = useState<DragState>({ dragged: null, over: null });

  const toggle = (code: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const drop = (target: string, zone: DropZone) => {
    const dragged = drag.dragged;
    setDrag({ dragged: null, over: null });
    if (!dragged) return;
    const move = dropMove(tree, dragged, target, zone);
    const place = findTaxon(tree, dragged);
    if (!move || !place) return;
    const form: Record<string, string> = {
      intent: 'move',
      parent: move.parent ?? '',
      version: String(place.taxon.version),
    };
    if (move.position !== undefined) form.position = String(move.position);
    void fetcher.submit(form, { method: 'post', action: path('ADMIN_TAXON', { code: dragged }) });
  };

  const answer = fetcher.data as TaxonomyFormResult | undefined;
  const failed = fetcher.state === 'idle' && answer && !answer.ok;

  if (tree.length === 0) {
    return <p className={styles.muted}>{t('adminTaxons.tree.empty')}</p>;
  }
  return (
    <>
      {failed && (
        <p className={styles.treeError} role="alert" data-testid="admin-taxon-drop-error">
          {answer.message ? localiseTaxonomyMessage(t, answer.message) : t('adminTaxons.tree.moveFailed')}
        </p>
      )}
      <Branch
        nodes={tree}
        level={1}
        current={current}
        collapsed={collapsed}
        drag={drag}
        onToggle={toggle}
        onDrag={setDrag}
        onDrop={drop}
        busy={fetcher.state !== 'idle'}
      />
    </>
  );
}

interface BranchProps {
  nodes: AdminTaxon[];
  level: number;
  current: string | null;
  collapsed: ReadonlySet<string>;
  drag: DragState;
  busy: boolean;
  onToggle: (code: string) => void;
  onDrag: (state: DragState) => void;
  onDrop: (target: string, zone: DropZone) => void;
}

function Branch(props: BranchProps) {
  const { nodes, level, current, collapsed, drag, busy, onToggle, onDrag, onDrop } = props;
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  return (
    <ul
      className={level === 1 ? styles.tree : styles.branch}
      data-testid={level === 1 ? 'admin-taxon-tree' : undefined}
    >
      {nodes.map((taxon) => {
        const open = !collapsed.has(taxon.code);
        const childrenId = `admin-taxon-children-${taxon.code}`;
        const name = taxonName(taxon, locale);
        const over = drag.over?.code === taxon.code ? drag.over.zone : null;
        return (
          <li key={taxon.code} data-code={taxon.code} data-testid="admin-taxon-node">
            <div
              className={cx(
                styles.node,
                over === 'before' && styles.dropBefore,
                over === 'inside' && styles.dropInside,
                over === 'after' && styles.dropAfter,
                busy && styles.busy,
              )}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', taxon.code);
                onDrag({ dragged: taxon.code, over: null });
              }}
              onDragOver={(event) => {
                if (!drag.dragged || drag.dragged === taxon.code) return;
                event.preventDefault();
                const zone = zoneOf(event);
                if (over !== zone) onDrag({ ...drag, over: { code: taxon.code, zone } });
              }}
              onDragLeave={() => {
                if (over) onDrag({ ...drag, over: null });
              }}
              onDrop={(event) => {
                event.preventDefault();
                onDrop(taxon.code, zoneOf(event));
              }}
              onDragEnd={() => onDrag({ dragged: null, over: null })}
            >
              {taxon.children.length > 0 ? (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-controls={childrenId}
                  onClick={() => onToggle(taxon.code)}
                  data-testid="admin-taxon-toggle"
                >
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                  <span className={styles.visuallyHidden}>
                    {t(open ? 'adminTaxons.tree.collapse' : 'adminTaxons.tree.expand', { name })}
                  </span>
                </button>
              ) : (
                <span className={styles.toggleSpacer} aria-hidden="true" />
              )}
              <Link
                to={path('ADMIN_TAXON', { code: taxon.code })}
                className={styles.nodeLink}
                aria-current={taxon.code === current ? 'page' : undefined}
                draggable={false}
              >
                {name}
              </Link>
              {!taxon.enabled && <Badge tone="bad">{t('adminTaxons.disabled')}</Badge>}
              <span className={styles.count} title={t('adminTaxons.tree.productsTitle')}>
                {t('adminTaxons.tree.products', { count: taxon.productCount })}
              </span>
            </div>
            {taxon.children.length > 0 && (
              <div id={childrenId} hidden={!open}>
                <Branch {...props} nodes={taxon.children} level={level + 1} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

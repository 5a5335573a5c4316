import {
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { AdminMenuItem } from '@shop/contracts';
import { useMemo, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { adminStyles, Badge } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from '~/routes/admin-menus.module.css';
import { dropMove, isWithin, keyboardMoves, placesOf, type ItemPlace, type MenuMove } from './menu-moves.ts';

export function itemLabel(item: AdminMenuItem, locale: string): string {
  return (
    item.translations[locale]?.name ||
    Object.values(item.translations).find((text) => text?.name)?.name ||
    item.targetName ||
    `#${item.id}`
  );
}

function DropLine({ id, disabled, label }: { id: string; disabled: boolean; label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  return (
    <div
      ref={setNodeRef}
      className={cx(styles.dropLine, isOver && styles.dropLineOver)}
      aria-hidden="true"
      data-drop={id}
      title={label}
    />
  );
}

/** One move button: a small form (works before hydration), announced by the live region after it. */
function MoveButton({
  menu,
  move,
  label,
  text,
  testId,
}: {
  menu: string;
  move: MenuMove | null;
  label: string;
  text: string;
  testId: string;
}) {
  return (
    <Form method="post" className={styles.moveForm}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="menu" value={menu} />
      <input type="hidden" name="id" value={move?.id ?? ''} />
      <input type="hidden" name="parentId" value={move?.parentId ?? ''} />
      <input type="hidden" name="position" value={move?.position ?? ''} />
      <button
        type="submit"
        className={cx(adminStyles.button, adminStyles.buttonSecondary, styles.moveButton)}
        disabled={!move}
        aria-label={label}
        title={label}
        data-testid={testId}
      >
        <span aria-hidden="true">{text}</span>
      </button>
    </Form>
  );
}

function TreeItem({
  place,
  places,
  menu,
  locale,
  dragging,
  editHref,
  addHref,
}: {
  place: ItemPlace;
  places: Map<number, ItemPlace>;
  menu: string;
  locale: string;
  dragging: number | null;
  editHref: (id: number) => string;
  addHref: (parent: number) => string;
}) {
  const t = useT();
  const { item } = place;
  const name = itemLabel(item, locale);
  const moves = keyboardMoves(places, item.id);
  const blocked = dragging !== null && isWithin(places, dragging, item.id);
  const {
    setNodeRef: dragRef,
    listeners,
    attributes,
    isDragging,
  } = useDraggable({ id: `item:${item.id}`, data: { id: item.id } });
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `into:${item.id}`, disabled: blocked });
  return (
    <li className={styles.treeItem} data-testid="admin-menu-item" data-item-id={item.id}>
      <DropLine id={`before:${item.id}`} disabled={blocked} label={t('adminMenus.dropBefore', { name })} />
      <div
        ref={dropRef}
        className={cx(styles.row, isOver && styles.rowOver, isDragging && styles.rowDragging)}
      >
        <button
          type="button"
          ref={dragRef}
          className={styles.handle}
          {...listeners}
          {...attributes}
          aria-label={t('adminMenus.dragHandle', { name })}
          data-testid="admin-menu-drag"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className={styles.rowText}>
          <span className={styles.rowName}>{name}</span>
          <span className={styles.rowMeta}>
            <Badge>{t(`adminMenus.types.${item.type}`)}</Badge>
            {item.targetName && <span className={styles.muted}>{item.targetName}</span>}
            {item.highlighted && <Badge tone="good">{t('adminMenus.fields.highlighted')}</Badge>}
            {item.sale && <Badge tone="warn">{t('adminMenus.fields.sale')}</Badge>}
            {!item.enabled && <Badge>{t('adminMenus.off')}</Badge>}
          </span>
        </div>
        <div className={styles.rowActions} role="group" aria-label={t('adminMenus.actionsOf', { name })}>
          <MoveButton
            menu={menu}
            move={moves.up}
            text="↑"
            label={t('adminMenus.moveUp', { name })}
            testId="admin-menu-up"
          />
          <MoveButton
            menu={menu}
            move={moves.down}
            text="↓"
            label={t('adminMenus.moveDown', { name })}
            testId="admin-menu-down"
          />
          <MoveButton
            menu={menu}
            move={moves.indent}
            text="→"
            label={t('adminMenus.moveIn', { name })}
            testId="admin-menu-in"
          />
          <MoveButton
            menu={menu}
            move={moves.outdent}
            text="←"
            label={t('adminMenus.moveOut', { name })}
            testId="admin-menu-out"
          />
          <Link
            to={editHref(item.id)}
            className={cx(adminStyles.button, adminStyles.buttonSecondary)}
            aria-label={t('adminMenus.editOf', { name })}
            data-testid="admin-menu-edit"
          >
            {t('adminMenus.edit')}
          </Link>
          <Link
            to={addHref(item.id)}
            className={cx(adminStyles.button, adminStyles.buttonSecondary)}
            aria-label={t('adminMenus.addUnder', { name })}
            data-testid="admin-menu-add-child"
          >
            {t('adminMenus.addChild')}
          </Link>
          <details className={adminStyles.confirm}>
            <summary
              className={cx(adminStyles.button, adminStyles.buttonDanger)}
              aria-label={t('adminMenus.deleteOf', { name })}
            >
              {t('adminMenus.delete')}
            </summary>
            <Form method="post" className={adminStyles.confirmBody}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="menu" value={menu} />
              <input type="hidden" name="id" value={item.id} />
              <p>{t('adminMenus.deleteQuestion', { name, count: item.children.length })}</p>
              <button
                type="submit"
                className={cx(adminStyles.button, adminStyles.buttonDanger)}
                data-testid="admin-menu-delete"
              >
                {t('adminMenus.deleteConfirm')}
              </button>
            </Form>
          </details>
        </div>
      </div>
      {item.children.length > 0 && (
        <TreeList
          items={item.children}
          parentKey={String(item.id)}
          {...{ places, menu, locale, dragging, editHref, addHref }}
          blocked={blocked}
        />
      )}
    </li>
  );
}

function TreeList({
  items,
  parentKey,
  blocked,
  ...shared
}: {
  items: AdminMenuItem[];
  parentKey: string;
  blocked: boolean;
  places: Map<number, ItemPlace>;
  menu: string;
  locale: string;
  dragging: number | null;
  editHref: (id: number) => string;
  addHref: (parent: number) => string;
}) {
  const t = useT();
  return (
    <ol className={styles.tree}>
      {items.map((item) => {
        const place = shared.places.get(item.id);
        return place ? <TreeItem key={item.id} place={place} {...shared} /> : null;
      })}
      <li className={styles.endLine} aria-hidden="true">
        <DropLine id={`end:${parentKey}`} disabled={blocked} label={t('adminMenus.dropEnd')} />
      </li>
    </ol>
  );
}

/**
 * A menu's item tree: drag an item by its handle onto the line above another item (to take its place),
 * onto another item (to become its last sub-item) or onto the line at the end of a list; or use the
 * move buttons (up, down, into the item above, out of its parent), which also work without JavaScript.
 * Every move is saved at once and the result announced in the polite live region.
 */
export function MenuTree({
  items,
  menu,
  locale,
  editHref,
  addHref,
  announcement,
}: {
  items: AdminMenuItem[];
  menu: string;
  locale: string;
  editHref: (id: number) => string;
  addHref: (parent: number) => string;
  announcement: string;
}) {
  const t = useT();
  const fetcher = useFetcher();
  const places = useMemo(() => placesOf(items), [items]);
  const [dragging, setDragging] = useState<number | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const id = Number(event.active.data.current?.id);
    const move = event.over ? dropMove(places, id, String(event.over.id)) : null;
    if (!move) return;
    void fetcher.submit(
      { intent: 'move', menu, id: move.id, parentId: move.parentId ?? '', position: move.position },
      { method: 'post' },
    );
  };
  const name = (id: number) => {
    const item = places.get(id)?.item;
    return item ? itemLabel(item, locale) : '';
  };
  return (
    <DndContext
      id="admin-menu-tree"
      sensors={sensors}
      onDragStart={(event) => setDragging(Number(event.active.data.current?.id))}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) =>
            t('adminMenus.announce.picked', { name: name(Number(active.data.current?.id)) }),
          onDragOver: () => undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('adminMenus.announce.dropped', { name: name(Number(active.data.current?.id)) })
              : t('adminMenus.announce.cancelled'),
          onDragCancel: () => t('adminMenus.announce.cancelled'),
        },
        screenReaderInstructions: { draggable: t('adminMenus.announce.instructions') },
      }}
    >
      <p className={adminStyles.muted} id="admin-menu-tree-hint">
        {t('adminMenus.treeHint')}
      </p>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="admin-menu-announce">
        {announcement}
      </p>
      <TreeList
        items={items}
        parentKey="root"
        blocked={false}
        {...{ places, menu, locale, dragging, editHref, addHref }}
      />
    </DndContext>
  );
}

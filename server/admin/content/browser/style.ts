import { ELSEWHERE } from './widgets'

/**
 * The editor page's own style, over Decap's (its elements named by the labels its styles carry):
 * - the block of a field that belongs to the other language's column is not shown (widgets.ts);
 * - the second column stops short of the view buttons Decap floats over the screen's right edge;
 * - on a narrow screen (a phone), the form is one column the width of the screen: one language at
 *   a time, switched with "Writing in …" above it; the second column (the other language or the
 *   preview), the buttons that open it and the width Decap's editor otherwise keeps are left out,
 *   and the toolbar keeps to the way back, the save button and the account menu, so nothing is
 *   wider than the screen.
 */
export const NARROW = 799

export const editorStyle = `
[class*="-ControlContainer"]:has([${ELSEWHERE}]):not(:has([class*="-ControlContainer"] [${ELSEWHERE}])) {
  display: none;
}
/* The second column (the other language, or the preview) ends before the buttons that float over its right edge. */
@media (min-width: ${NARROW + 1}px) {
  [class*="-splitPane"] > .Pane2 {
    padding-right: 3.5rem;
    box-sizing: border-box;
  }
}
/* A new entry's "not saved yet" (new-entry.ts) is not in the green of a saved one: Decap's text colour. */
[data-new-entry] {
  color: #313d3e !important;
}
@media (max-width: ${NARROW}px) {
  [class*="-EditorContainer"],
  [class*="-ToolbarContainer"] {
    min-width: 0 !important;
  }
  [class*="-ToolbarSectionBackLink"] {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    padding: 0 12px !important;
  }
  [class*="-ToolbarSectionBackLink"] > div {
    min-width: 0;
  }
  [class*="-BackCollection"] {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  [class*="-ToolbarSectionMain"] {
    flex: none !important;
  }
  [class*="-ToolbarSubSectionLast"],
  [class*="-AppHeaderSiteLink"],
  [class*="-ViewControls"],
  [class*="-splitPane"] > .Pane2,
  [class*="-splitPane"] > .Resizer {
    display: none !important;
  }
  [class*="-splitPane"] > .Pane1 {
    width: 100% !important;
    max-width: 100%;
  }
  [class*="-LocaleRowWrapper"] {
    flex-wrap: wrap;
    gap: 8px;
  }
}
`

export function installStyle() {
  const style = document.createElement('style')
  style.textContent = editorStyle
  document.head.append(style)
}

/**
 * What the editor page's script uses of Decap CMS's prebuilt bundle, typed: the `CMS` object,
 * React's `createElement` (`h`) and `create-react-class` it puts on `window`, and the shapes of
 * the values it hands widgets (Immutable.js maps and lists, read through these few methods).
 * The bundle carries one React; widgets made here must use it, not another.
 */

/** An Immutable.js Map or List, as far as the script reads it. */
export interface Immutable {
  get(key: string | number, fallback?: unknown): unknown
  getIn(path: readonly (string | number)[], fallback?: unknown): unknown
  set(key: string | number, value: unknown): Immutable
  toJS(): unknown
  size?: number
}

export const isImmutable = (value: unknown): value is Immutable =>
  typeof value === 'object' && value !== null && typeof (value as Immutable).toJS === 'function'

/** A plain value from an Immutable one (or the value itself). */
export const plain = (value: unknown): unknown => (isImmutable(value) ? value.toJS() : value)

/** The props Decap gives a widget's control (decap-cms-core, Widget.js). */
export interface ControlProps {
  field: Immutable
  value: unknown
  forID: string
  locale?: string
  parentIds?: (string | undefined)[]
  classNameWrapper: string
  onChange: (value: unknown) => void
  setActiveStyle: () => void
  setInactiveStyle: () => void
  /** Validates this field (Widget.validate): presence, pattern, then the control's isValid. */
  validate: () => void
  onValidateObject?: (id: string, errors: ValidationError[]) => void
  t: (key: string, params?: Record<string, unknown>) => string
  getEntry?: () => Immutable
  [other: string]: unknown
}

export interface ValidationError {
  type: string
  message: string
  parentIds?: (string | undefined)[]
}

export type Validity = boolean | { error: ValidationError | false }

/** A control instance, as Decap's Widget reads it through its ref. */
export interface ControlInstance {
  props: ControlProps
  isValid?: () => Validity
  validate?: () => void
  validateSize?: () => ValidationError[]
  focus?: (path?: string) => void
  getValidateValue?: () => unknown
  getWrappedInstance?: () => ControlInstance
  state?: { keys?: string[] }
  objectLabel?(item: Immutable): string
}

export type Component = (new (props: ControlProps) => ControlInstance) | ((props: ControlProps) => unknown)

export interface WidgetEntry {
  control: Component
  preview?: Component
  schema?: object
  globalStyles?: unknown
  [option: string]: unknown
}

export interface PreviewProps {
  entry: Immutable
  collection: Immutable
  fields: Immutable
  widgetFor: (name: string) => unknown
  /** An asset's address by its path, for the Markdown preview's pictures. */
  getAsset: (path: string) => unknown
  document?: Document
  window?: Window
}

export interface EditorComponentSpec {
  id: string
  label: string
  fields: object[]
  pattern: RegExp
  fromBlock: (match: RegExpMatchArray) => Record<string, unknown>
  toBlock: (data: Record<string, unknown>) => string
  toPreview: (data: Record<string, unknown>) => string
}

export interface CMS {
  init(options: { config: object }): void
  registerLocale(name: string, phrases: object): void
  getLocale(name: string): object | undefined
  registerPreviewStyle(style: string, options?: { raw?: boolean }): void
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void
  registerWidget(
    widget: { name: string; controlComponent: Component; previewComponent?: Component } & object,
  ): void
  /** A widget under `name` (one of Decap's own included, which it then replaces without a warning). */
  registerWidget(name: string, control: Component, preview?: Component, schema?: object): void
  getWidget(name: string): WidgetEntry | undefined
  registerEventListener(listener: { name: string; handler: (event: { entry: Immutable }) => unknown }): void
}

/** `create-react-class`: a class component from a plain object of methods. */
export type CreateClass = <Spec extends object>(spec: Spec & ThisType<Spec & ReactThis>) => Component

export interface ReactThis {
  props: ControlProps
  state: Record<string, unknown>
  setState(state: Record<string, unknown>, then?: () => void): void
  forceUpdate(): void
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean
    CMS?: CMS
    h?: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown
    createClass?: CreateClass
  }
}

/** Decap's globals, once its bundle has run. */
export function decap() {
  const { CMS, h, createClass } = window
  if (!CMS || !h || !createClass) throw new Error('Decap CMS did not start')
  return { CMS, h, createClass }
}

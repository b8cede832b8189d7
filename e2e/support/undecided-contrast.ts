/**
 * The contrast of the texts axe-core leaves undecided and that can still be measured: text
 * over gradients, and text of one character (a 金 swatch, a count, an option's letter), which
 * axe skips as a possible icon. Runs in the page (so it is one self-contained function): for
 * each text element it samples nine points of the text's box — corners, edge middles, centre —
 * and at each point paints what is behind it as the browser does, from the page's white up
 * through every ancestor's background colour and gradient layers to the text's own colour.
 * The worst point is the ratio. Linear and `circle at x y` radial gradients are sampled
 * exactly; any other gradient counts with each of its stops, the worst of which a reader may
 * meet. Text over an image (a card face, a cover photo) is left out: no colour of a
 * photograph can be named in advance.
 */
export interface UndecidedContrast {
  readonly selector: string;
  readonly ratio: number;
  readonly needed: number;
  readonly foreground: string;
  readonly background: string;
}

export function measureUndecided(selectors: readonly string[]): UndecidedContrast[] {
  type Rgba = readonly [number, number, number, number];
  interface Box {
    readonly left: number;
    readonly top: number;
    readonly width: number;
    readonly height: number;
  }
  /** One background layer: the colours it may show at a point of the page. */
  type Layer = (x: number, y: number) => Rgba[];

  const parseColour = (text: string): Rgba | undefined => {
    const rgb = /^rgba?\(([^)]+)\)/.exec(text.trim());
    if (rgb) {
      const [r = 0, g = 0, b = 0, a = 1] = rgb[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    }
    const srgb = /^color\(srgb ([^)]+)\)/.exec(text.trim()); // what color-mix() computes to
    if (srgb) {
      const [r = 0, g = 0, b = 0, a = 1] = srgb[1]!
        .split(/[\s/]+/)
        .filter(Boolean)
        .map(Number);
      return [r * 255, g * 255, b * 255, a];
    }
    return undefined;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (one: Rgba, other: Rgba) => {
    const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  };
  const over = (top: Rgba, below: Rgba): Rgba => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
    1,
  ];
  /** Between two stops, as CSS interpolates: in premultiplied sRGB, so `transparent` only fades. */
  const mix = (from: Rgba, to: Rgba, t: number): Rgba => {
    const alpha = from[3] + (to[3] - from[3]) * t;
    if (alpha === 0) return [0, 0, 0, 0];
    const channel = (i: number) => (from[i]! * from[3] + (to[i]! * to[3] - from[i]! * from[3]) * t) / alpha;
    return [channel(0), channel(1), channel(2), alpha];
  };

  /** Splits at the commas that are not inside parentheses. */
  const topLevel = (text: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i += 1) {
      if (text[i] === '(') depth += 1;
      else if (text[i] === ')') depth -= 1;
      else if (text[i] === ',' && depth === 0) {
        parts.push(text.slice(start, i).trim());
        start = i + 1;
      }
    }
    parts.push(text.slice(start).trim());
    return parts;
  };

  interface Stop {
    readonly colour: Rgba;
    readonly at: number | undefined;
  }
  /** Colour stops with their positions as fractions of the gradient's length, missing ones spread evenly. */
  const stopsOf = (args: readonly string[], length: number): { colour: Rgba; at: number }[] | undefined => {
    const stops: Stop[] = [];
    for (const arg of args) {
      const colourText = /^(rgba?\([^)]*\)|color\([^)]*\))/.exec(arg)?.[1];
      const colour = colourText ? parseColour(colourText) : undefined;
      if (!colour) return undefined;
      const positions = arg
        .slice(colourText!.length)
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((value) => (value.endsWith('%') ? Number.parseFloat(value) / 100 : Number.parseFloat(value) / length));
      if (positions.length === 0) stops.push({ colour, at: undefined });
      for (const at of positions) stops.push({ colour, at });
    }
    const placed = stops.map((stop, i) => ({
      colour: stop.colour,
      at: stop.at ?? (i === 0 ? 0 : i === stops.length - 1 ? 1 : undefined),
    }));
    for (let i = 1; i < placed.length - 1; i += 1) {
      if (placed[i]!.at !== undefined) continue;
      const before = placed[i - 1]!.at!;
      let next = i + 1;
      while (placed[next]!.at === undefined) next += 1;
      placed[i]!.at = before + (placed[next]!.at! - before) / (next - i + 1);
    }
    let furthest = 0;
    return placed.map((stop) => ({ colour: stop.colour, at: (furthest = Math.max(furthest, stop.at!)) }));
  };
  const colourAt = (stops: readonly { colour: Rgba; at: number }[], t: number): Rgba => {
    if (t <= stops[0]!.at) return stops[0]!.colour;
    for (let i = 1; i < stops.length; i += 1) {
      const [from, to] = [stops[i - 1]!, stops[i]!];
      if (t <= to.at)
        return to.at === from.at ? to.colour : mix(from.colour, to.colour, (t - from.at) / (to.at - from.at));
    }
    return stops[stops.length - 1]!.colour;
  };

  const angleOf = (direction: string, box: Box): number | undefined => {
    const units: Record<string, number> = { deg: 1, turn: 360, rad: 180 / Math.PI, grad: 0.9 };
    const angle = /^(-?[\d.]+)(deg|turn|rad|grad)$/.exec(direction);
    if (angle) return Number(angle[1]) * units[angle[2]!]!;
    const corner = (Math.atan2(box.height, box.width) * 180) / Math.PI;
    const sides: Record<string, number> = {
      'to top': 0,
      'to right': 90,
      'to bottom': 180,
      'to left': 270,
      'to top right': corner,
      'to right top': corner,
      'to bottom right': 180 - corner,
      'to right bottom': 180 - corner,
      'to bottom left': 180 + corner,
      'to left bottom': 180 + corner,
      'to top left': 360 - corner,
      'to left top': 360 - corner,
    };
    return sides[direction];
  };
  const linearLayer = (args: string[], box: Box): Layer | undefined => {
    const first = args[0] ?? '';
    const direction = /^(rgba?|color)\(/.test(first) ? 'to bottom' : args.shift()!;
    const degrees = angleOf(direction, box);
    if (degrees === undefined) return undefined;
    const radians = (degrees * Math.PI) / 180;
    const [dx, dy] = [Math.sin(radians), -Math.cos(radians)];
    const length = Math.abs(box.width * dx) + Math.abs(box.height * dy);
    const stops = stopsOf(args, length);
    if (!stops) return undefined;
    const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
    return (x, y) => [colourAt(stops, 0.5 + ((x - cx) * dx + (y - cy) * dy) / length)];
  };
  const radialLayer = (args: string[], box: Box): Layer | undefined => {
    const shape = /^circle at ([\d.]+)% ([\d.]+)%$/.exec(args[0] ?? '');
    if (!shape) return undefined;
    args.shift();
    const [cx, cy] = [box.left + (box.width * Number(shape[1])) / 100, box.top + (box.height * Number(shape[2])) / 100];
    // The default size, farthest-corner: the radius reaches the box's corner furthest from the centre.
    const radius = Math.hypot(
      Math.max(cx - box.left, box.left + box.width - cx),
      Math.max(cy - box.top, box.top + box.height - cy),
    );
    const stops = stopsOf(args, radius);
    if (!stops) return undefined;
    return (x, y) => [colourAt(stops, Math.hypot(x - cx, y - cy) / radius)];
  };
  /** Any gradient not sampled exactly: each of its stops is a colour it may show. */
  const everyStop = (gradient: string): Layer | undefined => {
    const colours = (gradient.match(/rgba?\([^)]*\)|color\([^)]*\)/g) ?? []).map(parseColour);
    if (colours.length === 0 || colours.some((colour) => !colour)) return undefined;
    return () => colours as Rgba[];
  };

  /** The element's background layers, topmost first; undefined when one is an image. */
  const layersOf = (element: Element): { layers: Layer[]; opaque: boolean } | undefined => {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const box: Box = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    const layers: Layer[] = [];
    if (style.backgroundImage !== 'none') {
      for (const image of topLevel(style.backgroundImage)) {
        const gradient = /^(repeating-)?(linear|radial|conic)-gradient\((.*)\)$/.exec(image);
        if (!gradient) return undefined; // url(…): a picture
        const args = topLevel(gradient[3]!);
        const exact = gradient[1]
          ? undefined
          : gradient[2] === 'linear'
            ? linearLayer(args, box)
            : gradient[2] === 'radial'
              ? radialLayer(args, box)
              : undefined;
        const layer = exact ?? everyStop(image);
        if (!layer) return undefined;
        layers.push(layer);
      }
    }
    const colour = parseColour(style.backgroundColor);
    if (colour && colour[3] > 0) layers.push(() => [colour]);
    return { layers, opaque: colour?.[3] === 1 };
  };

  const results: UndecidedContrast[] = [];
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const style = getComputedStyle(element);
    const foreground = parseColour(style.color);
    if (!foreground) continue;
    const stack: Layer[] = [];
    let behindImage = false;
    for (let at: Element | null = element; at; at = at.parentElement) {
      const own = layersOf(at);
      if (!own) {
        behindImage = true;
        break;
      }
      stack.push(...own.layers);
      if (own.opaque) break;
    }
    if (behindImage) continue;

    const rect = element.getBoundingClientRect();
    const points = [0, 0.5, 1].flatMap((fx) =>
      [0, 0.5, 1].map((fy) => [rect.left + rect.width * fx, rect.top + rect.height * fy] as const),
    );
    let worst = { value: Infinity, background: [255, 255, 255, 1] as Rgba };
    for (const [x, y] of points) {
      // Every combination of the colours each layer may show there, painted bottom-up over white.
      let paints: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of [...stack].reverse()) {
        paints = paints.flatMap((below) => layer(x, y).map((colour) => over(colour, below)));
      }
      for (const background of paints) {
        const value = ratio(over(foreground, background), background);
        if (value < worst.value) worst = { value, background };
      }
    }
    const size = Number.parseFloat(style.fontSize);
    const needed = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
    if (worst.value < needed) {
      const [r, g, b] = worst.background.map(Math.round);
      results.push({
        selector,
        ratio: Math.round(worst.value * 100) / 100,
        needed,
        foreground: style.color,
        background: `rgb(${r}, ${g}, ${b})`,
      });
    }
  }
  return results;
}

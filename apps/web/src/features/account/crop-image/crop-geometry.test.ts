import { describe, expect, it } from 'vitest';
import { clampView, cropRect, initialView, MAX_ZOOM, panView, zoomLevel, zoomView } from './crop-geometry';

const landscape = { width: 1200, height: 800 };
const frame = 300;

describe('the crop frame', () => {
  it('starts with the image just covering the frame, centred', () => {
    const view = initialView(landscape, frame);
    expect(view).toEqual({ scale: 0.375, x: -75, y: 0 });
    expect(cropRect(view, frame)).toEqual({ sx: 200, sy: 0, size: 800 });
  });

  it('never lets a pan uncover the frame', () => {
    const start = initialView(landscape, frame);
    expect(panView(start, 500, 40, landscape, frame)).toEqual({ scale: 0.375, x: 0, y: 0 });
    expect(panView(start, -500, -40, landscape, frame)).toEqual({ scale: 0.375, x: -150, y: 0 });
    expect(cropRect(panView(start, -500, 0, landscape, frame), frame)).toEqual({ sx: 400, sy: 0, size: 800 });
  });

  it('zooms around the focus point, keeping the image point under it', () => {
    const start = initialView(landscape, frame);
    const zoomed = zoomView(start, 2, { x: 150, y: 150 }, landscape, frame);
    expect(zoomed.scale).toBe(0.75);
    // The image point at the frame centre was (600, 400) and still is.
    expect((150 - zoomed.x) / zoomed.scale).toBeCloseTo(600);
    expect((150 - zoomed.y) / zoomed.scale).toBeCloseTo(400);
    expect(cropRect(zoomed, frame)).toEqual({ sx: 400, sy: 200, size: 400 });
  });

  it('keeps the zoom between covering the frame and five times that', () => {
    const start = initialView(landscape, frame);
    expect(zoomView(start, 0.1, { x: 0, y: 0 }, landscape, frame).scale).toBe(0.375);
    const deep = zoomView(start, 100, { x: 0, y: 0 }, landscape, frame);
    expect(zoomLevel(deep, landscape, frame)).toBe(MAX_ZOOM);
    const rect = cropRect(deep, frame);
    expect(rect.size).toBeCloseTo(160);
    expect(rect.sx + rect.size).toBeLessThanOrEqual(landscape.width);
  });

  it('pulls a zoomed-out view near an edge back so the frame stays covered', () => {
    const zoomedIn = { scale: 0.75, x: -600, y: -300 };
    const out = zoomView(zoomedIn, 0.5, { x: 0, y: 0 }, landscape, frame);
    expect(out).toEqual(clampView({ scale: 0.375, x: -150, y: -150 }, landscape, frame));
    expect(out.y).toBe(0);
  });

  it('works for portrait images and tiny ones (scaled up to cover)', () => {
    const portrait = { width: 600, height: 900 };
    expect(cropRect(initialView(portrait, frame), frame)).toEqual({ sx: 0, sy: 150, size: 600 });
    const tiny = { width: 50, height: 50 };
    expect(initialView(tiny, frame)).toEqual({ scale: 6, x: 0, y: 0 });
  });
});

import { Button } from '@fluentui/react-components';
import { CameraRegular, ImageRegular, StopRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { adminActivitiesT } from '../../../strings/admin-activities.ts';
import { drawScaled, readQr, readQrInFile } from './decode-qr.ts';

const s = adminActivitiesT.checkin;
/** Frames read a second while the camera is on: enough for a card held up, light on a phone's battery. */
const FRAME_MS = 200;
/** The same code seen again within this time is the same card still in front of the camera, not a second scan. */
const REPEAT_MS = 4000;

/**
 * The door's scanner: the camera (the back one on a phone) drawn to a canvas and read frame by frame, and a picture
 * taken or chosen instead where the camera cannot be used. Each code read is handed to `onCode` once.
 */
export function QrScanner({ onCode, busy }: { onCode: (text: string) => void; busy: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);
  const last = useRef({ text: '', at: 0 });
  const handler = useRef(onCode);
  const busyRef = useRef(busy);
  // The frame loop reads the latest handler and state without restarting the camera.
  useEffect(() => {
    handler.current = onCode;
    busyRef.current = busy;
  });

  const found = (text: string) => {
    const now = Date.now();
    if (text === last.current.text && now - last.current.at < REPEAT_MS) return;
    last.current = { text, at: now };
    handler.current(text);
  };

  const stop = () => setStream((current) => (current?.getTracks().forEach((track) => track.stop()), null));

  const start = async () => {
    setStarting(true);
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
      setStream(media);
    } catch {
      notify({ intent: 'warning', text: s.noCamera });
    } finally {
      setStarting(false);
    }
  };

  useEffect(() => {
    const element = video.current;
    if (!stream || !element) return;
    element.srcObject = stream;
    void element.play().catch(() => {});
    const canvas = document.createElement('canvas');
    let reading = false;
    const timer = window.setInterval(async () => {
      if (reading || busyRef.current || element.readyState < 2 || !element.videoWidth) return;
      reading = true;
      try {
        drawScaled(canvas, element, element.videoWidth, element.videoHeight);
        const text = await readQr(canvas);
        if (text) found(text);
      } finally {
        reading = false;
      }
    }, FRAME_MS);
    return () => {
      window.clearInterval(timer);
      element.srcObject = null;
    };
  }, [stream]);

  // The camera goes off with the page.
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  const chosen = async (picked: File | undefined) => {
    if (!picked) return;
    const text = await readQrInFile(picked).catch(() => undefined);
    if (file.current) file.current.value = '';
    if (!text) return notify({ intent: 'warning', text: s.noCodeInImage });
    last.current = { text, at: Date.now() };
    handler.current(text);
  };

  return (
    <div className="checkin-scanner">
      <div className={stream ? 'checkin-scanner__view checkin-scanner__view--on' : 'checkin-scanner__view'}>
        <video ref={video} muted playsInline aria-label={s.cameraLabel} data-testid="checkin-video" hidden={!stream} />
        {stream ? (
          <span className="checkin-scanner__frame" aria-hidden="true" />
        ) : (
          <CameraRegular className="checkin-scanner__placeholder" aria-hidden="true" />
        )}
        {stream && <p className="checkin-scanner__hint">{busy ? s.checking : s.scanning}</p>}
      </div>
      <div className="checkin-scanner__buttons">
        {stream ? (
          <Button icon={<StopRegular />} onClick={stop} data-testid="checkin-camera-stop">
            {s.stopCamera}
          </Button>
        ) : (
          <Button
            appearance="primary"
            size="large"
            icon={<CameraRegular />}
            onClick={() => void start()}
            disabled={starting}
            data-testid="checkin-camera"
          >
            {s.startCamera}
          </Button>
        )}
        <Button
          size={stream ? 'medium' : 'large'}
          icon={<ImageRegular />}
          onClick={() => file.current?.click()}
          data-testid="checkin-photo"
        >
          {s.photo}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(e) => void chosen(e.target.files?.[0])}
          data-testid="checkin-file"
        />
      </div>
    </div>
  );
}

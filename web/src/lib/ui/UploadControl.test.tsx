import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { UPLOAD_SETTLE_MS, UploadControl, type UploadControlProps } from './UploadControl';

afterEach(() => vi.useRealTimers());

/** The control in a form-like owner that keeps its value, as Form.Item does. */
function Owner(props: UploadControlProps & { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <UploadControl
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

const file = (name: string, size = 10) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const choose = (f: File) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [f] } });

describe('upload control', () => {
  it('goes from the empty area through loading to the picture with an edit action', async () => {
    const api = stubApi({
      '/upload/image': ok({ url: '/uploads/products/a.png' }, '/uploads/products/a.png'),
    });
    const onValue = vi.fn();
    render(<Owner onValue={onValue} />);
    expect(screen.getByText('Upload picture')).toBeTruthy();
    choose(file('photo.PNG'));
    expect(await screen.findByTestId('upload-loading')).toBeTruthy();
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('/uploads/products/a.png'));
    expect(await screen.findByTestId('upload-preview')).toHaveProperty(
      'src',
      'http://localhost:3000/uploads/products/a.png',
    );
    expect(screen.getByTestId('upload-edit')).toBeTruthy();
    expect(screen.queryByTestId('upload-delete')).toBeNull();
    expect(api.calls[0]?.method).toBe('POST');
  });

  it('checks the extension (any case) and the size before sending, with the spec texts', async () => {
    const api = stubApi({});
    render(<Owner maxBytes={1024 * 1024} />);
    choose(file('photo.webp'));
    expect(await screen.findByText('images can only be JPG/PNG/GIF')).toBeTruthy();
    choose(file('photo.JpG', 1024 * 1024 + 1));
    expect(await screen.findByText('image size cannot exceed 1MB')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('video: MP4 only, 50 MB at most', async () => {
    const api = stubApi({});
    render(<Owner kind="video" />);
    choose(file('clip.mov'));
    expect(await screen.findByText('video must be MP4')).toBeTruthy();
    choose(file('clip.MP4', 52_428_801));
    expect(await screen.findByText('video cannot exceed 50M')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('a non-zero code shows the server message and ends the loading state', async () => {
    stubApi({ '/upload/image': failure(400, 'images can only be JPG/PNG/GIF (server)', 4000) });
    render(<Owner />);
    choose(file('fake.jpg'));
    expect(await screen.findByText('images can only be JPG/PNG/GIF (server)')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('upload-loading')).toBeNull(), {
      timeout: UPLOAD_SETTLE_MS + 2000,
    });
    expect(screen.getByText('Upload picture')).toBeTruthy();
  });

  it('delete clears the value at once, or after the warning confirmation with delete tips', async () => {
    const onValue = vi.fn();
    const { unmount } = render(<Owner initial="/uploads/a.png" deletable onValue={onValue} />);
    fireEvent.click(screen.getByTestId('upload-delete'));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(screen.getByText('Upload picture')).toBeTruthy();
    unmount();

    render(<Owner initial="/uploads/a.png" deletable deleteTips onValue={onValue} />);
    onValue.mockClear();
    fireEvent.click(screen.getByTestId('upload-delete'));
    expect(await screen.findByText('The current action will delete the image, continue?')).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm-warning')).not.toBeNull();
    expect(onValue).not.toHaveBeenCalled();
    await act(async () =>
      fireEvent.click(document.querySelector('.ant-modal-confirm .ant-btn-primary') as Element),
    );
    expect(onValue).toHaveBeenCalledWith('');
  });

  it('disabled: nothing to click, no edit or delete; a pre-upload check can stop the upload', async () => {
    const api = stubApi({ '/upload/image': ok({ url: '/u.png' }, '/u.png') });
    const { unmount } = render(<Owner initial="/uploads/a.png" deletable disabled />);
    expect(screen.queryByTestId('upload-edit')).toBeNull();
    expect(screen.queryByTestId('upload-delete')).toBeNull();
    unmount();
    const check = vi.fn(async () => false);
    render(<Owner beforeUpload={check} />);
    choose(file('a.png'));
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(api.calls).toHaveLength(0);
  });
});

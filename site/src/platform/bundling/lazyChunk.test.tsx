import {render, screen, waitFor} from '@testing-library/react'
import {Suspense} from 'react'

import {lazyChunk} from './lazyChunk'

function Greeting({name}: {name: string}) {
  return <p>Bonjour {name}</p>
}

describe('lazyChunk', () => {
  it('renders the loaded component with its props once its chunk arrives', async () => {
    const Loaded = lazyChunk(async () => Greeting)
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <Loaded name="Léa" />
      </Suspense>,
    )
    expect(screen.getByText('Chargement')).toBeInTheDocument()
    expect(await screen.findByText('Bonjour Léa')).toBeInTheDocument()
  })

  it('renders nothing when its chunk cannot load, and leaves the rest of the page', async () => {
    const Broken = lazyChunk<{name: string}>(() => Promise.reject(new Error('offline')))
    const {container} = render(
      <div>
        <p>Le reste de la page</p>
        <Suspense fallback={<p>Chargement</p>}>
          <Broken name="Léa" />
        </Suspense>
      </div>,
    )
    await waitFor(() => expect(screen.queryByText('Chargement')).not.toBeInTheDocument())
    expect(container.textContent).toBe('Le reste de la page')
  })
})

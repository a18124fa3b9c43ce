import {ContentImage} from '../../ui/components/ContentImage/ContentImage'
import type {ResolvedImage} from '../../content/image'
import styles from './Avatars.module.css'

interface AvatarChatPreviewProps {
  name: string
  description: string
  image: ResolvedImage | null
}

/** The avatar as the chat widget shows an answer: its picture and name above the answer's bubble. */
export function AvatarChatPreview({name, description, image}: AvatarChatPreviewProps) {
  return (
    <div className={styles.chatPreview}>
      <p className={styles.chatAuthor}>
        {image ? <ContentImage image={image} decorative className={styles.chatAvatar} sizes="3rem" /> : null}
        <span>{name}</span>
      </p>
      <div className={styles.chatAnswer}>
        <p>Bonjour, je suis {name}.</p>
        <p>{description}</p>
      </div>
    </div>
  )
}

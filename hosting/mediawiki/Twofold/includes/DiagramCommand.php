<?php
/**
 * Runs `twofold diagram` through MediaWiki's shell layer: every argument is
 * passed as it is (escaped, never read by a shell as code), with a time
 * limit.
 */

namespace MediaWiki\Extension\Twofold;

use MediaWiki\MediaWikiServices;
use MediaWiki\Shell\Shell;

class DiagramCommand {
	/** @var string */
	private $command;
	/** @var int */
	private $timeLimit;

	public function __construct( string $command, int $timeLimit ) {
		$this->command = $command;
		$this->timeLimit = $timeLimit;
	}

	/**
	 * @param string[] $arguments The arguments after `twofold diagram`
	 * @return Picture
	 * @throws TagError With the command's own message when it refuses the board
	 */
	public function draw( array $arguments ): Picture {
		if ( Shell::isDisabled() ) {
			throw new TagError( wfMessage( 'twofold-no-shell' )->inContentLanguage()->text() );
		}
		$result = MediaWikiServices::getInstance()->getShellCommandFactory()->create()
			->params( $this->command, 'diagram', ...$arguments )
			->limits( [ 'time' => $this->timeLimit, 'walltime' => $this->timeLimit ] )
			->execute();
		$svg = $result->getStdout();
		// MediaWiki's limit.sh ends a command that runs out of time with 124 (timeout's status).
		if ( $result->getExitCode() === 124 ) {
			throw new TagError( wfMessage( 'twofold-timed-out', $this->timeLimit )->inContentLanguage()->text() );
		}
		if ( $result->getExitCode() !== 0 ) {
			throw new TagError( $this->message( $result->getStderr() ?? '', $result->getExitCode() ) );
		}
		if ( !preg_match( '/^<svg[^>]* width="(\d+)" height="(\d+)"/', $svg, $size ) ) {
			throw new TagError( wfMessage( 'twofold-no-picture', $this->command )->inContentLanguage()->text() );
		}
		return new Picture( $svg, (int)$size[1], (int)$size[2] );
	}

	/** The command's one-line message ("twofold: illegal move: …"). */
	private function message( string $stderr, int $status ): string {
		$lines = array_values( array_filter( array_map( 'trim', explode( "\n", $stderr ) ) ) );
		if ( !$lines ) {
			return wfMessage( 'twofold-command-failed', $this->command, $status )->inContentLanguage()->text();
		}
		return end( $lines );
	}
}
